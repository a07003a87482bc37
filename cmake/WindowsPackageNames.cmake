# Read by cpack once per generator (CPACK_PROJECT_CONFIG_FILE, cmake/WindowsInstaller.cmake):
# the installer and the portable zip get names that say which is which.
if(CPACK_GENERATOR STREQUAL "NSIS")
    set(CPACK_PACKAGE_FILE_NAME "${CPACK_PACKAGE_FILE_NAME}-setup")
elseif(CPACK_GENERATOR STREQUAL "ZIP")
    set(CPACK_PACKAGE_FILE_NAME "${CPACK_PACKAGE_FILE_NAME}-portable")
endif()
