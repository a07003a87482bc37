# The names the packages, the installer and the Windows version resources show, in one place
# (included after project() by the top-level CMakeLists.txt and by the Windows installer check
# in tests/packaging/windows, which builds the installer without the rest of the project).
set(CUDNN_SETUP_DISPLAY_NAME "cuDNN Setup Wizard")
set(CUDNN_SETUP_PROBE_DESCRIPTION "${CUDNN_SETUP_DISPLAY_NAME}: GPU and cuDNN checks")

# What every package says about itself (cmake/Packaging.cmake, cmake/WindowsInstaller.cmake).
set(CPACK_PACKAGE_NAME cudnn-setup)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "cuDNN Setup Wizard project")
# The project has no public address yet; this contact follows its placeholder homepage and must
# be replaced with a real mailbox before a package is published anywhere.
set(CPACK_PACKAGE_CONTACT "cuDNN Setup Wizard maintainers <maintainers@cudnn-setup.example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "wizard to install, verify, benchmark and repair NVIDIA cuDNN")
# CPack would copy the project's HOMEPAGE_URL into the packages, but that address is a .invalid
# placeholder: an empty value keeps a Homepage field that leads nowhere out of them.
set(CPACK_PACKAGE_HOMEPAGE_URL "")
