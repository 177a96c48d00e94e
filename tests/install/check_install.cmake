# Installs the build into a temporary DESTDIR (prefix /usr, as the .deb does) and checks that
# every file a desktop needs is there, that the icons are PNGs of their size, and that the
# installed programs run (--version, with no display).
#   cmake -DBUILD_DIR=... -DSTAGE_DIR=... -DBINDIR=bin -DDATADIR=share -P check_install.cmake
file(REMOVE_RECURSE ${STAGE_DIR})
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env DESTDIR=${STAGE_DIR} ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix /usr
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed:\n${output}")
endif()

set(root ${STAGE_DIR}/usr)
set(expected
    ${BINDIR}/kindred
    ${BINDIR}/kindred-cli
    ${DATADIR}/applications/kindred.desktop
    ${DATADIR}/metainfo/io.github.kindred.Kindred.metainfo.xml
    ${DATADIR}/icons/hicolor/scalable/apps/kindred.svg
    lib/systemd/system/kindred-serve.service)
foreach(size 16 22 24 32 48 64 128 256)
    list(APPEND expected ${DATADIR}/icons/hicolor/${size}x${size}/apps/kindred.png)
endforeach()
foreach(path IN LISTS expected)
    if(NOT EXISTS ${root}/${path})
        message(FATAL_ERROR "not installed: ${path}")
    endif()
endforeach()

# A PNG's width and height are big-endian words at bytes 16 and 20 of its IHDR chunk.
foreach(size 16 48 256)
    file(READ ${root}/${DATADIR}/icons/hicolor/${size}x${size}/apps/kindred.png header LIMIT 24 HEX)
    string(SUBSTRING "${header}" 0 16 signature)
    string(SUBSTRING "${header}" 32 8 width)
    string(SUBSTRING "${header}" 40 8 height)
    math(EXPR width "0x${width}")
    math(EXPR height "0x${height}")
    if(NOT signature STREQUAL "89504e470d0a1a0a" OR NOT width EQUAL size OR NOT height EQUAL size)
        message(FATAL_ERROR "${size}x${size}/apps/kindred.png is not a ${size}x${size} PNG (${signature}, ${width}x${height})")
    endif()
endforeach()

file(READ ${root}/${DATADIR}/applications/kindred.desktop desktop)
foreach(line "Exec=kindred %U" "Icon=kindred" "MimeType=application/rss+xml;application/atom+xml;x-scheme-handler/feed;")
    string(FIND "${desktop}" "\n${line}\n" found)
    if(found EQUAL -1)
        message(FATAL_ERROR "kindred.desktop lacks the line: ${line}")
    endif()
endforeach()

foreach(program kindred kindred-cli)
    # With no display: --version must not need one.
    execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=QT_QPA_PLATFORM --unset=DISPLAY --unset=WAYLAND_DISPLAY
                            ${root}/${BINDIR}/${program} --version
        RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0 OR NOT output MATCHES "[0-9]+\\.[0-9]+\\.[0-9]+")
        message(FATAL_ERROR "${program} --version from the install failed (${result}): ${output}")
    endif()
endforeach()
message("installed into ${STAGE_DIR}: ${expected}")
