// `#dlti.dl_spec<...>` holds `#dlti.dl_entry` attributes only, as MLIR 19
// reads it (the `key = value` form came later): anything else is refused
// with MLIR's messages and positions.
// RUN: llmir-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {}

// -----

// expected-error@+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>>} {}

// -----

// expected-error@+1 {{expected attribute value}}
module attributes {dlti.dl_spec = #dlti.dl_spec<, #dlti.dl_entry<index, 32 : i32>>} {}

// -----

// expected-error@+1 {{expected attribute value}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>,>} {}

// -----

#e = #dlti.dl_entry<"dlti.endianness", "little">
// expected-error@+1 {{expected '>'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32> #e>} {}

// -----

// Entries, also through an alias, and the empty spec are fine.
#e = #dlti.dl_entry<"dlti.endianness", "little">
module attributes {dlti.dl_spec = #dlti.dl_spec<#e, #dlti.dl_entry<index, 32 : i32>>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<>} {}

// -----

// expected-error@+1 {{expected attribute value}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.stack_alignment",  : i32>>} {}

// -----

// DLTI's own keys are checked (`DLTIDialect::verifyEntry`).
// expected-error@+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", memref<?xf32>>>} {}

// -----

// expected-error@+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.foo", 3 : i32>>} {}

// -----

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<"llvm.foo", 3 : i32>>} {}
