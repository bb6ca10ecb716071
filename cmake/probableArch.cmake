# SPDX-License-Identifier: MIT
# probableArch.cmake - the options of a probable::probable target, shared by
# CMakeLists.txt (the source tree: add_subdirectory, FetchContent) and
# probableConfig.cmake (installed: find_package).
#
#   PROBABLE_ARCH     the arch, as any spelling arch/arches.list has (x86,
#                     x86_64, AMD64, aarch64, armv7l, ppc64le ...); passed as
#                     -DPROBABLE_TARGET_ARCH=<name>, which wins over a
#                     project's own ARCH macro.  Defaults to what CMake knows
#                     of the target: the compiler's target triplet or
#                     multiarch directory, else CMAKE_SYSTEM_PROCESSOR.
#                     "" or "detect": the compiler's predefined macros decide
#                     (what the header does with no build system at all).
#   PROBABLE_PROFILE  ON: -DPROBABLE_PROFILE and Threads::Threads.
#
# arch/arches.list is the one list of spellings; this file only reads it.

# probable_arch_name(LIST SPELLING OUT): the arch (a directory under arch/)
# that SPELLING names in LIST, or "" when LIST has no such spelling.  An exact
# spelling wins; else one that differs only in case.
function(probable_arch_name list spelling out)
	set(exact "")
	set(folded "")
	if(spelling MATCHES "^[A-Za-z0-9_]+$" AND EXISTS "${list}")
		string(TOLOWER "${spelling}" lower)
		file(STRINGS "${list}" lines)
		set(arch "")
		set(key "")
		foreach(line IN LISTS lines)
			if(line MATCHES "^#" OR line MATCHES "^[ \t]*$")
				continue()
			elseif(line MATCHES "^([A-Za-z0-9_]+)[ \t]*$")
				set(arch "${CMAKE_MATCH_1}")
				set(key "")
				set(words "${arch}")
			elseif(line MATCHES "^[ \t]+([a-z]+):(.*)$")
				set(key "${CMAKE_MATCH_1}")
				set(words "${CMAKE_MATCH_2}")
			else()
				set(words "${line}")
			endif()
			if(NOT key STREQUAL "" AND NOT key STREQUAL "spell")
				continue()
			endif()
			string(REGEX MATCHALL "[A-Za-z0-9_]+" words "${words}")
			foreach(w IN LISTS words)
				string(TOLOWER "${w}" wl)
				if(w STREQUAL spelling)
					set(exact "${arch}")
				elseif(wl STREQUAL lower AND folded STREQUAL "")
					set(folded "${arch}")
				endif()
			endforeach()
			if(NOT exact STREQUAL "")
				break()
			endif()
		endforeach()
	endif()
	if(exact STREQUAL "")
		set(exact "${folded}")
	endif()
	set(${out} "${exact}" PARENT_SCOPE)
endfunction()

# probable_arch_default(LIST OUT): what CMake knows of the target, as an
# arch name ("" when nothing it knows is a spelling LIST has).  The
# compiler's own idea comes first: CMAKE_SYSTEM_PROCESSOR is the host's in a
# build that sets CC to a cross compiler without a toolchain file, and the
# kernel's (aarch64) under an armhf user space.
function(probable_arch_default list out)
	set(from "")
	list(LENGTH CMAKE_OSX_ARCHITECTURES n_osx)
	if(n_osx GREATER 1)
		# one build, several arches: each slice's compiler macros decide
		set(${out} "" PARENT_SCOPE)
		return()
	endif()
	foreach(v CMAKE_C_COMPILER_TARGET CMAKE_CXX_COMPILER_TARGET
	          CMAKE_C_COMPILER_ARCHITECTURE_ID CMAKE_CXX_COMPILER_ARCHITECTURE_ID
	          CMAKE_C_LIBRARY_ARCHITECTURE CMAKE_CXX_LIBRARY_ARCHITECTURE
	          CMAKE_LIBRARY_ARCHITECTURE CMAKE_OSX_ARCHITECTURES CMAKE_SYSTEM_PROCESSOR)
		if(NOT "${${v}}" STREQUAL "")
			set(from "${${v}}")
			break()
		endif()
	endforeach()
	# a triplet's CPU field (armv7-a, x86-64: the part before the dash)
	string(REGEX REPLACE "[-.].*$" "" cpu "${from}")
	probable_arch_name("${list}" "${cpu}" name)
	set(${out} "${name}" PARENT_SCOPE)
endfunction()

# probable_apply_options(TARGET LIST): the options above, as TARGET's usage
# requirements.
function(probable_apply_options target list)
	if(NOT DEFINED PROBABLE_ARCH)
		probable_arch_default("${list}" default_arch)
		set(PROBABLE_ARCH "${default_arch}" CACHE STRING
			"probable: the target arch (any spelling arch/arches.list has; \"detect\" or empty: the compiler's macros decide)")
	endif()
	option(PROBABLE_PROFILE "probable: profile mode (-DPROBABLE_PROFILE, links Threads::Threads)" OFF)

	if(NOT PROBABLE_ARCH STREQUAL "" AND NOT PROBABLE_ARCH STREQUAL "detect")
		probable_arch_name("${list}" "${PROBABLE_ARCH}" name)
		if(name STREQUAL "")
			message(FATAL_ERROR "probable: PROBABLE_ARCH=${PROBABLE_ARCH} is not an arch name probable knows "
				"(${list} has every spelling: x86, x86_64, AMD64, aarch64, armv7l, ppc64le, mipsel ...); "
				"PROBABLE_ARCH=detect lets the compiler's macros decide")
		endif()
		set_property(TARGET ${target} APPEND PROPERTY
			INTERFACE_COMPILE_DEFINITIONS "PROBABLE_TARGET_ARCH=${name}")
	endif()

	if(PROBABLE_PROFILE)
		get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
		list(FIND languages C has_c)
		list(FIND languages CXX has_cxx)
		if(has_c EQUAL -1 AND has_cxx EQUAL -1)
			enable_language(C)
		endif()
		find_package(Threads REQUIRED)
		if(NOT TARGET Threads::Threads)
			message(FATAL_ERROR "probable: PROBABLE_PROFILE needs threads (Threads::Threads)")
		endif()
		set_property(TARGET ${target} APPEND PROPERTY INTERFACE_COMPILE_DEFINITIONS PROBABLE_PROFILE)
		set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES Threads::Threads)
	endif()
endfunction()
