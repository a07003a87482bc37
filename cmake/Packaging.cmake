# The packages, built with `cpack` in the build folder (issue 8).
#
# Windows: an NSIS installer and a portable zip, defined in cmake/WindowsInstaller.cmake.
#
# Debian/Ubuntu: `cpack -G DEB` writes cudnn-setup_<version>_<arch>.deb, which a student
# installs with `sudo apt install ./cudnn-setup_*.deb` and then finds the wizard in the
# application menu. Layout under /usr: bin/cudnn-setup and, where CUDA was found,
# bin/cudnn-probe beside it (ProbeRunner::locate() looks in the running program's folder); the
# desktop entry; the icons (installed by cmake/AppIcons.cmake). The translations and the
# compatibility data are compiled into the program, so nothing goes under share/cudnn-setup.
# The package name, version, vendor and contact come from cmake/ProductInfo.cmake.
if(WIN32)
    get_property(CUDNN_SETUP_WINDOWS_ICON GLOBAL PROPERTY CUDNN_SETUP_WINDOWS_ICON)
    include(${CMAKE_CURRENT_LIST_DIR}/WindowsInstaller.cmake)
    include(CPack)
    return()
endif()
if(NOT (UNIX AND NOT APPLE))
    return()
endif()

install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/cudnn-setup.desktop DESTINATION share/applications)
# pkexec finds the action by the program's path (/usr/bin/cudnn-setup) and its first argument.
install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/org.cudnn-setup.apply.policy DESTINATION share/polkit-1/actions)

set(CPACK_GENERATOR DEB)
# Lines kept under 80 columns for `apt show`; CPack indents each one as the control file needs.
set(CPACK_PACKAGE_DESCRIPTION
"cudnn-setup finds the CUDA toolkits, cuDNN copies and NVIDIA driver on this
machine, says which cuDNN release fits them, fetches and installs it (every
change journaled and undoable), checks that it really loads and runs, times a
small benchmark, and diagnoses and repairs broken setups. The same program has
a command line for scripts and unattended lab provisioning. The interface is in
English, Simplified Chinese and Traditional Chinese.
The GPU checks need an NVIDIA driver. cuDNN itself is downloaded from NVIDIA;
it is not part of this package.")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)   # Debian policy; the RelWithDebInfo build carries full debug info

# dpkg-shlibdeps derives Depends from the binaries' ELF NEEDED entries, so the Qt, libarchive,
# OpenBLAS and C++ runtime versions match what the program was built against. It cannot see
# CUDA: cudnn-probe links the CUDA runtime statically and opens libcuda and libcudnn with
# dlopen() (app/probe/CMakeLists.txt), so a student's machine needs no CUDA package to install
# this, and the package depends on none.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What the ELF entries do not show: Qt loads its window-system plugin (xcb, wayland) at run
# time, and without one the wizard cannot open a window at all.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
# Useful, not required: pkexec applies changes to system folders from the wizard, xdg-utils
# opens NVIDIA's download pages in the browser, and Qt's own buttons (Next, Back, Cancel) are
# translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "pkexec, xdg-utils, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "fonts-noto-cjk")

include(CPack)
