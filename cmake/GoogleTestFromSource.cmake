# GoogleTest built with the project, for a cross build (windows-mingw): the host's libgtest is
# for Linux. Debian's googletest package puts the sources in /usr/src/googletest.
find_path(CUDNN_GOOGLETEST_SOURCE_DIR googletest/src/gtest-all.cc
    PATHS /usr/src/googletest NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
if(NOT CUDNN_GOOGLETEST_SOURCE_DIR)
    message(FATAL_ERROR "GoogleTest sources not found in /usr/src/googletest: run packaging/install-deps.sh --windows")
endif()
set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
# Its sources are not ours: none of our warning flags, no unity build.
add_subdirectory(${CUDNN_GOOGLETEST_SOURCE_DIR} ${CMAKE_BINARY_DIR}/googletest EXCLUDE_FROM_ALL SYSTEM)
foreach(_target gtest gtest_main)
    set_target_properties(${_target} PROPERTIES UNITY_BUILD OFF COMPILE_OPTIONS "-w")
    if(NOT TARGET GTest::${_target})   # googletest 1.12 and later define these names themselves
        add_library(GTest::${_target} ALIAS ${_target})
    endif()
endforeach()
