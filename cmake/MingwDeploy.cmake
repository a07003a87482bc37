# cudnn_install_mingw_runtime(DESTINATION <dir>)
#
# What a cross-built (windows-mingw) cudnn-setup needs beside it to start on a Windows machine
# with nothing installed, in the layout windeployqt gives the MSVC build: the Qt DLLs and
# plugins, Qt's own Chinese translations (the host's .qm files: they do not depend on the
# platform), libarchive and OpenBLAS with the DLLs they load, the mingw-w64 runtime, and a
# qt.conf that points Qt at the folder itself. The lists are fixed because there is no
# windeployqt for mingw-w64 on Linux; the test windows_installed_layout_starts
# (tests/win/check-installed-layout.sh) checks under wine that the installed program starts
# with them alone.
#
# cudnn_mingw_runtime_folders(<variable>) gives the folders those DLLs are in, for running the
# programs from the build tree (wine's WINEPATH).

set(CUDNN_MINGW_QT_MODULES Core Gui Widgets Network Concurrent Charts)
set(CUDNN_MINGW_QT_PLUGINS
    platforms/qwindows platforms/qoffscreen platforms/qminimal
    styles/qwindowsvistastyle
    tls/qschannelbackend tls/qcertonlybackend
    imageformats/qgif imageformats/qico imageformats/qjpeg)
set(CUDNN_MINGW_DEPENDENCY_DLLS libarchive zlib1 libbz2-1 liblzma-5 libopenblas)

function(cudnn_mingw_runtime_folders variable)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-libgcc-file-name
        OUTPUT_VARIABLE libgcc OUTPUT_STRIP_TRAILING_WHITESPACE)
    get_filename_component(gcc_folder "${libgcc}" DIRECTORY)
    find_file(CUDNN_MINGW_WINPTHREAD libwinpthread-1.dll
        PATHS /usr/x86_64-w64-mingw32/lib NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
    get_filename_component(winpthread_folder "${CUDNN_MINGW_WINPTHREAD}" DIRECTORY)
    set(${variable} "${CUDNN_MINGW_QT_PREFIX}/bin" "${CUDNN_MINGW_DEPS_PREFIX}/bin" "${gcc_folder}" "${winpthread_folder}" PARENT_SCOPE)
endfunction()

function(cudnn_install_mingw_runtime)
    cmake_parse_arguments(PARSE_ARGV 0 ARG "" "DESTINATION" "")
    set(files)
    foreach(module IN LISTS CUDNN_MINGW_QT_MODULES)
        list(APPEND files "${CUDNN_MINGW_QT_PREFIX}/bin/Qt6${module}.dll")
    endforeach()
    foreach(dll IN LISTS CUDNN_MINGW_DEPENDENCY_DLLS)
        list(APPEND files "${CUDNN_MINGW_DEPS_PREFIX}/bin/${dll}.dll")
    endforeach()
    cudnn_mingw_runtime_folders(folders)
    list(GET folders 2 gcc_folder)
    list(APPEND files "${gcc_folder}/libstdc++-6.dll" "${gcc_folder}/libgcc_s_seh-1.dll" "${CUDNN_MINGW_WINPTHREAD}")
    foreach(file IN LISTS files)
        if(NOT EXISTS "${file}")
            message(FATAL_ERROR "windows-mingw: ${file} is missing; the program could not start without it")
        endif()
    endforeach()
    install(FILES ${files} DESTINATION ${ARG_DESTINATION})

    foreach(plugin IN LISTS CUDNN_MINGW_QT_PLUGINS)
        get_filename_component(kind "${plugin}" DIRECTORY)
        install(FILES "${CUDNN_MINGW_QT_PREFIX}/plugins/${plugin}.dll" DESTINATION ${ARG_DESTINATION}/${kind})
    endforeach()

    # The host Qt's catalogues for the languages we ship (the same Qt release).
    find_path(CUDNN_QT_TRANSLATIONS_DIR qtbase_zh_CN.qm
        PATHS /usr/share/qt6/translations NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
    if(CUDNN_QT_TRANSLATIONS_DIR)
        install(FILES "${CUDNN_QT_TRANSLATIONS_DIR}/qtbase_zh_CN.qm" "${CUDNN_QT_TRANSLATIONS_DIR}/qtbase_zh_TW.qm"
            DESTINATION ${ARG_DESTINATION}/translations)
    else()
        message(WARNING "windows-mingw: Qt's translations (qt6-translations-l10n) not found: Qt's own dialogs stay in English")
    endif()

    # Paths are relative to the folder of the program; Qt finds plugins/translations there.
    set(qt_conf "${CMAKE_CURRENT_BINARY_DIR}/qt.conf")
    file(WRITE "${qt_conf}" "[Paths]\nPrefix = .\nPlugins = .\nTranslations = translations\n")
    install(FILES "${qt_conf}" DESTINATION ${ARG_DESTINATION})
endfunction()
