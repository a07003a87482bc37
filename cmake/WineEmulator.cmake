# In the windows-mingw cross build, every Windows program that ctest starts (a target named as a
# test's COMMAND) runs under wine through tests/win/run-under-wine.sh: a fresh wine prefix per
# run, an X display from xvfb-run, QT_* variables passed on as WINEQT_*, and the folders of the
# DLLs the programs import (Qt, libarchive, OpenBLAS, the mingw-w64 runtime) as WINEPATH.
include(${CMAKE_CURRENT_LIST_DIR}/MingwDeploy.cmake)
find_program(CUDNN_WINE NAMES wine wine-stable wine64)
find_program(CUDNN_WINESERVER NAMES wineserver wineserver-stable PATHS /usr/lib/wine)
if(NOT CUDNN_WINE)
    message(WARNING "windows-mingw: wine not found (packaging/install-deps.sh --windows): the tests cannot run")
    set(CUDNN_WINE wine)
endif()
cudnn_mingw_runtime_folders(_cudnn_dll_folders)
string(REPLACE ";" ":" _cudnn_dll_folders "${_cudnn_dll_folders}")
set(CMAKE_CROSSCOMPILING_EMULATOR
    /bin/sh ${PROJECT_SOURCE_DIR}/tests/win/run-under-wine.sh --dll-path ${_cudnn_dll_folders} ${CUDNN_WINE})
