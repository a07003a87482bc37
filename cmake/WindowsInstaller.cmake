# The Windows packages: an installer (NSIS) for students who double-click, and a portable zip
# for those who may not install software. `cpack` in the build folder writes both:
#   cudnn-setup-<version>-win64-setup.exe    installs into Program Files, Start menu entry,
#                                            listed under "Apps & features" with its uninstaller
#   cudnn-setup-<version>-win64-portable.zip the same bin\ folder, to unpack anywhere
# Included by cmake/Packaging.cmake on Windows, before include(CPack); also by
# tests/packaging/windows, which builds and runs the installer under wine in CI.
#
# What goes in is whatever `cmake --install` puts under the prefix: bin\cudnn-setup.exe (the
# wizard, no console window), bin\cudnn-setup.com (the same program for the console, which cmd
# and PowerShell pick for a bare `cudnn-setup`), bin\cudnn-probe.exe, the Qt DLLs, plugins and
# translations gathered by Qt's deployment script (windeployqt), the other DLLs the programs
# load, and NOTICES.txt.

set(CPACK_GENERATOR NSIS ZIP)
# The values below hold NSIS code with quotes and backslashes: CPack must write them into its
# CPackConfig.cmake escaped, exactly as set here.
set(CPACK_VERBATIM_VARIABLES ON)
# One registry key and one folder for every version, so that a newer installer finds the older
# one and replaces it instead of installing beside it.
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${CUDNN_SETUP_DISPLAY_NAME}")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "cudnn-setup")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
# A 64-bit installer for the 64-bit program where this NSIS can make one: it writes the 64-bit
# registry view directly and runs where no 32-bit subsystem is installed (wine in CI). Debian's
# nsis has the 64-bit stubs; the Windows download of NSIS may have only the 32-bit ones, whose
# installer works as well on 64-bit Windows (it registers under WOW6432Node, which "Apps" reads
# too). Either way it installs into the 64-bit Program Files: CPack's default root for a
# non-MSVC build would be $PROGRAMFILES, which a 32-bit installer reads as the x86 folder.
# NO_CMAKE_FIND_ROOT_PATH: makensis and its stubs belong to the build machine, which a cross
# build's find root (the target's libraries) would hide.
find_program(CUDNN_MAKENSIS makensis NO_CMAKE_FIND_ROOT_PATH)
if(CUDNN_MAKENSIS)
    get_filename_component(_makensis_dir ${CUDNN_MAKENSIS} DIRECTORY)
    find_file(CUDNN_NSIS_AMD64_STUB lzma-amd64-unicode
        PATHS ${_makensis_dir}/Stubs ${_makensis_dir}/../Stubs ${_makensis_dir}/../share/nsis/Stubs
        NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
    if(CUDNN_NSIS_AMD64_STUB)
        set(CPACK_NSIS_DEFINES "Target amd64-unicode")
    endif()
endif()
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
# Start menu: the entry that starts bin\cudnn-setup.exe is named in the language the installer
# runs in (NSIS picks the one Windows uses), with the names of the Linux desktop entry, so a
# Chinese Windows lists "cuDNN 安装向导" or "cuDNN 安裝精靈". CPack adds "Uninstall" beside it.
# The uninstaller removes all three names: Windows' language may have changed in between.
# (CPACK_PACKAGE_EXECUTABLES would add an English-only entry.)
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/../packaging/linux/cudnn-setup.desktop _desktop_names
    REGEX "^Name(\\[zh_(CN|TW)\\])?=" ENCODING UTF-8)
foreach(_line IN LISTS _desktop_names)
    string(REGEX MATCH "^Name(\\[(zh_CN|zh_TW)\\])?=(.*)$" _ignored "${_line}")
    set(_language ${CMAKE_MATCH_2})
    if(NOT _language)
        set(_language en)
    endif()
    set(_start_menu_name_${_language} "${CMAKE_MATCH_3}")
endforeach()
if(NOT _start_menu_name_en OR NOT _start_menu_name_zh_CN OR NOT _start_menu_name_zh_TW)
    message(FATAL_ERROR "packaging/linux/cudnn-setup.desktop lacks Name, Name[zh_CN] or Name[zh_TW]")
endif()
set(_start_menu_entry "$SMPROGRAMS\\$STARTMENU_FOLDER\\$0.lnk")
# $LANGUAGE: 2052 Simplified Chinese, 1028 Traditional Chinese.
set(CPACK_NSIS_CREATE_ICONS_EXTRA "
  Push $0
  StrCpy $0 \"${_start_menu_name_en}\"
  StrCmp $LANGUAGE 2052 0 +2
    StrCpy $0 \"${_start_menu_name_zh_CN}\"
  StrCmp $LANGUAGE 1028 0 +2
    StrCpy $0 \"${_start_menu_name_zh_TW}\"
  CreateShortCut \"${_start_menu_entry}\" \"$INSTDIR\\bin\\cudnn-setup.exe\"
  Pop $0")
set(CPACK_NSIS_DELETE_ICONS_EXTRA "")
foreach(_language en zh_CN zh_TW)
    string(APPEND CPACK_NSIS_DELETE_ICONS_EXTRA
        "\n  Delete \"$SMPROGRAMS\\$MUI_TEMP\\${_start_menu_name_${_language}}.lnk\"")
endforeach()
set(CPACK_NSIS_DISPLAY_NAME "${CUDNN_SETUP_DISPLAY_NAME}")
# Also the Start menu folder's name: without the version, so it stays the same across upgrades.
set(CPACK_NSIS_PACKAGE_NAME "${CUDNN_SETUP_DISPLAY_NAME}")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\cudnn-setup.exe")
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_CONTACT "${CPACK_PACKAGE_CONTACT}")
if(CUDNN_SETUP_WINDOWS_ICON)
    set(CPACK_NSIS_MUI_ICON "${CUDNN_SETUP_WINDOWS_ICON}")
    set(CPACK_NSIS_MUI_UNIICON "${CUDNN_SETUP_WINDOWS_ICON}")
endif()
# The project carries no licence of its own for the user to accept; the notices of what it
# ships (Qt's LGPL among them) are installed as NOTICES.txt; the About dialog carries the Qt notice.
# Without this, CPack would show CMake's own copyright as the licence page.
set(CPACK_NSIS_IGNORE_LICENSE_PAGE ON)
# Left off on purpose:
# - CPACK_NSIS_MODIFY_PATH: CPack's PATH editing goes through NSIS strings of 1024 characters
#   and cuts a longer PATH short, and a CUDA machine's PATH is often longer. Scripts call
#   "%ProgramFiles%\cuDNN Setup Wizard\bin\cudnn-setup.com" by its full path (docs/provision.md).
# - CPACK_NSIS_MUI_FINISHPAGE_RUN: the installer runs elevated, and a wizard started from its
#   last page would run elevated too, which the manifest (asInvoker) exists to avoid.

# NSIS lists its languages itself and shows the installer in the one Windows uses, Simplified
# and Traditional Chinese included.

# Each generator's file says what it is (CPack would give both the same base name).
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/WindowsPackageNames.cmake)
set(CPACK_PACKAGE_FILE_NAME "cudnn-setup-${PROJECT_VERSION}-win64")

install(FILES ${CMAKE_CURRENT_LIST_DIR}/../packaging/windows/NOTICES.txt DESTINATION .)
