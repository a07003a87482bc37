# cudnn_add_windows_resources(<target> DESCRIPTION <text> [ICON <file.ico>])
#
# Gives a Windows program its version resource (Explorer: Properties > Details; the UAC prompt
# and Task Manager show DESCRIPTION), its icon, and the application manifest
# packaging/windows/cudnn-setup.manifest (asInvoker, Windows 10/11, long paths).
#
# The manifest takes two routes because the toolchains embed it differently: the MSVC linker
# writes a default manifest of its own and would clash with an RT_MANIFEST resource, so for MSVC
# the file is a target source (CMake hands it to the linker); MinGW's linker writes none, so
# there it goes into the resource script.
set(_cudnn_windows_packaging_dir ${CMAKE_CURRENT_LIST_DIR}/../packaging/windows)

function(cudnn_add_windows_resources target)
    cmake_parse_arguments(PARSE_ARGV 1 ARG "" "DESCRIPTION;ICON" "")
    if(NOT ARG_DESCRIPTION)
        message(FATAL_ERROR "cudnn_add_windows_resources(${target}): DESCRIPTION is required")
    endif()

    set(manifest ${_cudnn_windows_packaging_dir}/cudnn-setup.manifest)
    set(CUDNN_RC_DESCRIPTION "${ARG_DESCRIPTION}")
    get_target_property(output_name ${target} OUTPUT_NAME)
    if(NOT output_name)
        set(output_name ${target})
    endif()
    get_target_property(suffix ${target} SUFFIX)
    if(NOT suffix)
        set(suffix ${CMAKE_EXECUTABLE_SUFFIX})
    endif()
    set(CUDNN_RC_INTERNAL_NAME ${output_name})
    set(CUDNN_RC_FILE_NAME ${output_name}${suffix})
    set(CUDNN_RC_ICON "")
    if(ARG_ICON)
        # The first icon in the file is the one Explorer, the task bar and shortcuts show.
        set(CUDNN_RC_ICON "1 ICON \"${ARG_ICON}\"")
    endif()
    set(CUDNN_RC_MANIFEST "")
    if(MSVC)
        target_sources(${target} PRIVATE ${manifest})
    else()
        # 1 = CREATEPROCESS_MANIFEST_RESOURCE_ID, 24 = RT_MANIFEST
        set(CUDNN_RC_MANIFEST "1 24 \"${manifest}\"")
    endif()

    set(rc ${CMAKE_CURRENT_BINARY_DIR}/${target}_version.rc)
    configure_file(${_cudnn_windows_packaging_dir}/version.rc.in ${rc} @ONLY)
    target_sources(${target} PRIVATE ${rc})
    # The resource compiler reads these files; a changed icon or manifest must rebuild it.
    set_property(SOURCE ${rc} APPEND PROPERTY OBJECT_DEPENDS ${manifest})
    if(ARG_ICON)
        set_property(SOURCE ${rc} APPEND PROPERTY OBJECT_DEPENDS ${ARG_ICON})
    endif()
endfunction()
