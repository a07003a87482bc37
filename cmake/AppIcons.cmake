# The application icon: one hand-written SVG (resources/icons/cudnn-setup.svg) is the only
# source; the PNGs every desktop needs and the Windows .ico are rendered from it at build time
# into the build tree, so no binary artwork is checked in and the sizes cannot drift apart.
#
# cudnn_add_app_icons(<target>...) renders the PNGs (rsvg-convert, Debian package librsvg2-bin),
# embeds them in each <target>'s Qt resources as :/icons/cudnn-setup-<N>.png (the wizard's window
# icon: PNGs rather than the SVG, so the program needs no Qt SVG plugin), writes
# ${CMAKE_BINARY_DIR}/icons/cudnn-setup.ico when Python 3 is there, and on Linux installs the SVG
# and PNGs into the hicolor icon theme, where the desktop entry's Icon=cudnn-setup finds them.
# The .ico's path is kept in the global property CUDNN_SETUP_WINDOWS_ICON.

set(CUDNN_SETUP_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/icons/cudnn-setup.svg)
set(CUDNN_SETUP_ICON_SIZES 16 24 32 48 64 128 256)
set(_cudnn_icon_tools_dir ${CMAKE_CURRENT_LIST_DIR})

function(cudnn_add_app_icons target)
    set(targets ${target} ${ARGN})
    find_program(RSVG_CONVERT_EXECUTABLE rsvg-convert)
    if(NOT RSVG_CONVERT_EXECUTABLE)
        # On Linux the icons are part of what the .deb ships, so a silent build without them
        # would produce a package whose menu entry has no icon. Elsewhere (a Windows developer
        # without librsvg) the program still works, just without its own window icon.
        if(UNIX AND NOT APPLE)
            message(FATAL_ERROR "rsvg-convert not found: install librsvg2-bin (packaging/install-deps.sh does)")
        endif()
        message(WARNING "rsvg-convert not found: cudnn-setup is built without its application icon")
        return()
    endif()

    set(icon_dir ${CMAKE_BINARY_DIR}/icons)
    set(rendered_pngs)
    foreach(size IN LISTS CUDNN_SETUP_ICON_SIZES)
        set(png ${icon_dir}/cudnn-setup-${size}.png)
        add_custom_command(OUTPUT ${png}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${icon_dir}
            COMMAND ${RSVG_CONVERT_EXECUTABLE} --width=${size} --height=${size} --format=png
                    --output=${png} ${CUDNN_SETUP_ICON_SVG}
            DEPENDS ${CUDNN_SETUP_ICON_SVG}
            COMMENT "Rendering the ${size} px application icon"
            VERBATIM)
        set_source_files_properties(${png} PROPERTIES QT_RESOURCE_ALIAS cudnn-setup-${size}.png)
        list(APPEND rendered_pngs ${png})
        if(UNIX AND NOT APPLE)
            install(FILES ${png}
                DESTINATION share/icons/hicolor/${size}x${size}/apps
                RENAME cudnn-setup.png)
        endif()
    endforeach()

    foreach(each_target IN LISTS targets)
        qt_add_resources(${each_target} "app_icons" PREFIX "/icons" FILES ${rendered_pngs})
    endforeach()
    # Read by tests/packaging, which checks that the package holds every size.
    set_property(GLOBAL PROPERTY CUDNN_SETUP_RENDERED_ICON_SIZES ${CUDNN_SETUP_ICON_SIZES})

    # The .ico is for the Windows build's resource script and installer; on Linux it is only
    # produced (cheap), which keeps the writer exercised by every build.
    find_package(Python3 COMPONENTS Interpreter QUIET)
    if(Python3_Interpreter_FOUND)
        set(ico ${icon_dir}/cudnn-setup.ico)
        add_custom_command(OUTPUT ${ico}
            COMMAND Python3::Interpreter ${_cudnn_icon_tools_dir}/write_ico.py --output ${ico} ${rendered_pngs}
            DEPENDS ${rendered_pngs} ${_cudnn_icon_tools_dir}/write_ico.py
            COMMENT "Writing the Windows application icon"
            VERBATIM)
        add_custom_target(${target}-windows-icon ALL DEPENDS ${ico})
        # For the program's resource script and the installer (cmake/WindowsInstaller.cmake).
        set_property(GLOBAL PROPERTY CUDNN_SETUP_WINDOWS_ICON ${ico})
    endif()

    if(UNIX AND NOT APPLE)
        install(FILES ${CUDNN_SETUP_ICON_SVG} DESTINATION share/icons/hicolor/scalable/apps)
    endif()
endfunction()
