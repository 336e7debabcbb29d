# metalify_embed(OUT_VAR SYMBOL BASE_DIR FILE...)
#
# Generates a C++ source that defines
#   const metalify::EmbeddedFile SYMBOL[]; const unsigned SYMBOL_count;
# holding each file's path (relative to BASE_DIR) and contents, so the tool
# and the shim are self-contained. Regenerated when any input changes.
function(metalify_embed out_var symbol base_dir)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${symbol}.embed.cpp)
  set(list_file ${CMAKE_CURRENT_BINARY_DIR}/${symbol}.embed.list)
  string(REPLACE ";" "\n" files_text "${ARGN}")
  file(WRITE ${list_file}.tmp "${files_text}")
  configure_file(${list_file}.tmp ${list_file} COPYONLY)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DSYMBOL=${symbol} -DBASE_DIR=${base_dir}
            -DLIST_FILE=${list_file} -DOUT=${out}
            -P ${PROJECT_SOURCE_DIR}/cmake/EmbedScript.cmake
    DEPENDS ${ARGN} ${list_file} ${PROJECT_SOURCE_DIR}/cmake/EmbedScript.cmake
    COMMENT "Embedding ${symbol}"
    VERBATIM)
  set(${out_var} ${out} PARENT_SCOPE)
endfunction()
