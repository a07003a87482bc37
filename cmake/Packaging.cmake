# Linux desktop integration and the Debian package (issue 8): `cpack -G DEB` in the build folder
# writes cudnn-setup_<version>_<arch>.deb, which a student installs with
# `sudo apt install ./cudnn-setup_*.deb` and then finds the wizard in the application menu.
#
# Layout under /usr: bin/cudnn-setup and, where CUDA was found, bin/cudnn-probe beside it
# (ProbeRunner::locate() looks in the running program's folder); the desktop entry; the icons
# (installed by cmake/AppIcons.cmake). The translations and the compatibility data are compiled
# into the program, so nothing goes under share/cudnn-setup.
#
# The Windows installer (NSIS/WiX, windeployqt) is not configured here.
if(NOT (UNIX AND NOT APPLE))
    return()
endif()

install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/cudnn-setup.desktop DESTINATION share/applications)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME cudnn-setup)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "cuDNN Setup Wizard project")
# The project has no public address yet; this contact follows its placeholder homepage and must
# be replaced with a real mailbox before a package is published anywhere.
set(CPACK_PACKAGE_CONTACT "cuDNN Setup Wizard maintainers <maintainers@cudnn-setup.example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "wizard to install, verify, benchmark and repair NVIDIA cuDNN")
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
# CPack would copy the project's HOMEPAGE_URL into the package, but that address is a .invalid
# placeholder: an empty value keeps a Homepage field that leads nowhere out of the package.
set(CPACK_PACKAGE_HOMEPAGE_URL "")
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
