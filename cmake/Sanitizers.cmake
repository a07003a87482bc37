# Sanitizer builds (the asan and fuzz presets in CMakePresets.json).
#
# CUDNN_SETUP_SANITIZE=ON compiles and links every C++ target with AddressSanitizer and
# UndefinedBehaviorSanitizer, and turns on libstdc++'s precondition checks (_GLIBCXX_ASSERTIONS:
# an out-of-range operator[] or front() of an empty container stops the program instead of
# reading past the end). Any report ends the program with a non-zero status, so a test that
# triggers one fails: nothing is only printed and forgotten.
#
# CUDNN_SETUP_BUILD_FUZZ=ON (clang only) also builds the libFuzzer targets under tests/fuzz; the
# core libraries are then compiled with coverage feedback (-fsanitize=fuzzer-no-link) so that
# the fuzzer can see which branches of the parsers an input reached (core/CMakeLists.txt).
#
# Only C++ is instrumented: the CUDA part of cudnn-probe goes through nvcc, which knows none
# of these flags, and the CUDA runtime does not run under ASan's memory layout anyway.
option(CUDNN_SETUP_SANITIZE "Build with AddressSanitizer, UndefinedBehaviorSanitizer and _GLIBCXX_ASSERTIONS" OFF)
option(CUDNN_SETUP_BUILD_FUZZ "Build the libFuzzer targets under tests/fuzz (clang)" OFF)

if(CUDNN_SETUP_BUILD_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "CUDNN_SETUP_BUILD_FUZZ needs clang (libFuzzer); this build uses ${CMAKE_CXX_COMPILER_ID}. "
                        "Use the fuzz preset, which sets CMAKE_CXX_COMPILER=clang++.")
endif()
if(CUDNN_SETUP_BUILD_FUZZ AND NOT CUDNN_SETUP_SANITIZE)
    message(FATAL_ERROR "CUDNN_SETUP_BUILD_FUZZ needs CUDNN_SETUP_SANITIZE=ON: a fuzzer without sanitizers misses "
                        "the out-of-bounds reads it exists to find.")
endif()

if(CUDNN_SETUP_SANITIZE)
    if(MSVC)
        message(FATAL_ERROR "CUDNN_SETUP_SANITIZE is for GCC and clang")
    endif()
    set(_sanitizers -fsanitize=address,undefined -fno-sanitize-recover=all)
    add_compile_options(
        "$<$<COMPILE_LANGUAGE:CXX>:${_sanitizers};-fno-omit-frame-pointer>")
    add_compile_definitions($<$<COMPILE_LANGUAGE:CXX>:_GLIBCXX_ASSERTIONS>)
    add_link_options("$<$<LINK_LANGUAGE:CXX>:${_sanitizers}>")
    # -fno-sanitize-recover: every report ends the program with a non-zero status, so a test
    # that triggers one fails. The asan and fuzz test presets add the suppressions
    # (tests/sanitizers/, each with the reason it is not our bug) and stack traces for UBSan.
endif()
