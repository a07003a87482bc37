# Toolchain file of the windows-mingw preset: the whole application cross-built for Windows on a
# Linux host with Debian's mingw-w64 (posix threads), against a Qt 6.4.2 built for that target
# and libarchive/OpenBLAS built the same way (docs/windows-cross-build.md).
#
# Those two prefixes arrive as tarballs with a .sha256 beside each, never committed here. The
# folder holding them is CUDNN_MINGW_TOOLCHAINS (environment), or else ../shared/toolchains next
# to the source tree. On the first configure each tarball is checked against its checksum and
# unpacked into <build>/mingw-toolchains/; later configures reuse what was unpacked.
#
# CMake reads a toolchain file again for every try_compile, in a scratch build folder: the
# prefix found by the first read is handed on through the environment of this CMake process.

if(DEFINED ENV{_CUDNN_MINGW_UNPACKED})
    set(_cudnn_mingw_unpacked "$ENV{_CUDNN_MINGW_UNPACKED}")
else()
    if(DEFINED ENV{CUDNN_MINGW_TOOLCHAINS})
        set(_cudnn_toolchains "$ENV{CUDNN_MINGW_TOOLCHAINS}")
    else()
        get_filename_component(_cudnn_toolchains "${CMAKE_CURRENT_LIST_DIR}/../../shared/toolchains" ABSOLUTE)
    endif()
    set(_cudnn_mingw_unpacked "${CMAKE_BINARY_DIR}/mingw-toolchains")
    foreach(_cudnn_tarball IN ITEMS qt6-mingw-6.4.2.tar.xz mingw-deps.tar.xz)
        string(REGEX REPLACE "(-6\\.4\\.2)?\\.tar\\.xz$" "" _cudnn_folder "${_cudnn_tarball}")
        if(EXISTS "${_cudnn_mingw_unpacked}/${_cudnn_folder}/.unpacked")
            continue()
        endif()
        set(_cudnn_file "${_cudnn_toolchains}/${_cudnn_tarball}")
        if(NOT EXISTS "${_cudnn_file}" OR NOT EXISTS "${_cudnn_file}.sha256")
            message(FATAL_ERROR
                "windows-mingw: ${_cudnn_tarball} (and its .sha256) not found in ${_cudnn_toolchains}. "
                "Set CUDNN_MINGW_TOOLCHAINS to the folder that holds the mingw-w64 Qt and "
                "dependency tarballs (docs/windows-cross-build.md), then configure again.")
        endif()
        file(READ "${_cudnn_file}.sha256" _cudnn_expected)
        string(REGEX MATCH "^[0-9a-fA-F]+" _cudnn_expected "${_cudnn_expected}")
        file(SHA256 "${_cudnn_file}" _cudnn_actual)
        if(NOT _cudnn_actual STREQUAL _cudnn_expected)
            message(FATAL_ERROR "windows-mingw: ${_cudnn_file} does not match its checksum "
                                "(${_cudnn_actual}, expected ${_cudnn_expected}): copy it again.")
        endif()
        message(STATUS "windows-mingw: unpacking ${_cudnn_tarball}")
        file(REMOVE_RECURSE "${_cudnn_mingw_unpacked}/${_cudnn_folder}")
        file(MAKE_DIRECTORY "${_cudnn_mingw_unpacked}")
        file(ARCHIVE_EXTRACT INPUT "${_cudnn_file}" DESTINATION "${_cudnn_mingw_unpacked}")
        if(NOT EXISTS "${_cudnn_mingw_unpacked}/${_cudnn_folder}")
            message(FATAL_ERROR "windows-mingw: ${_cudnn_tarball} did not unpack to ${_cudnn_folder}/")
        endif()
        file(TOUCH "${_cudnn_mingw_unpacked}/${_cudnn_folder}/.unpacked")
    endforeach()
    set(ENV{_CUDNN_MINGW_UNPACKED} "${_cudnn_mingw_unpacked}")
endif()

set(CUDNN_MINGW_QT_PREFIX "${_cudnn_mingw_unpacked}/qt6-mingw")
set(CUDNN_MINGW_DEPS_PREFIX "${_cudnn_mingw_unpacked}/mingw-deps")
# Qt's toolchain file chainloads the mingw-w64 one beside it and records QT_HOST_PATH (/usr),
# where the host moc, rcc, uic and lrelease are found.
include("${CUDNN_MINGW_QT_PREFIX}/lib/cmake/Qt6/qt.toolchain.cmake")
list(APPEND CMAKE_PREFIX_PATH "${CUDNN_MINGW_QT_PREFIX}" "${CUDNN_MINGW_DEPS_PREFIX}")
list(APPEND CMAKE_FIND_ROOT_PATH "${CUDNN_MINGW_QT_PREFIX}" "${CUDNN_MINGW_DEPS_PREFIX}")
