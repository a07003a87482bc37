# The Qt-free Win32 layer's sources and what it needs from Windows, in one place for both of its
# builds: the native one (core/platform/win/CMakeLists.txt, MSVC or MinGW on Windows) and the
# mingw-w64 cross build whose tests run under wine (tests/win/CMakeLists.txt).
set(CUDNN_WIN_LAYER_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/Win32Error.h ${CMAKE_CURRENT_LIST_DIR}/Win32Error.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RegistryEnvironment.h ${CMAKE_CURRENT_LIST_DIR}/RegistryEnvironment.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EnvironmentEdits.h ${CMAKE_CURRENT_LIST_DIR}/EnvironmentEdits.cpp
    ${CMAKE_CURRENT_LIST_DIR}/KnownFolders.h ${CMAKE_CURRENT_LIST_DIR}/KnownFolders.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Elevation.h ${CMAKE_CURRENT_LIST_DIR}/Elevation.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FolderSecurity.h ${CMAKE_CURRENT_LIST_DIR}/FolderSecurity.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FileLocks.h ${CMAKE_CURRENT_LIST_DIR}/FileLocks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ParentConsole.h ${CMAKE_CURRENT_LIST_DIR}/ParentConsole.cpp
)
# EnvironmentEdits builds on PathList, which lives with the other environment logic.
set(CUDNN_WIN_LAYER_SHARED_SOURCES ${CMAKE_CURRENT_LIST_DIR}/../../environment/PathList.cpp)
set(CUDNN_WIN_LAYER_SYSTEM_LIBRARIES advapi32 shell32 ole32 uuid rstrtmgr user32)
# Wide-character Win32 everywhere; windows.h without the min/max macros that break std::min.
set(CUDNN_WIN_LAYER_DEFINITIONS UNICODE _UNICODE WIN32_LEAN_AND_MEAN NOMINMAX _WIN32_WINNT=0x0A00)
