// Parameter attributes of functions: one dictionary per argument and
// result, and each `llvm.*` attribute of the right kind on the right type.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-error @below {{"llvm.noalias" attribute attached to non-pointer LLVM type}}
llvm.func @noalias_int(%a: i32 {llvm.noalias})

// -----

// expected-error @below {{"llvm.align" should be an integer attribute}}
llvm.func @align_string(%p: !llvm.ptr {llvm.align = "8"})

// -----

// expected-error @below {{"llvm.byval" should be a type attribute}}
llvm.func @byval_unit(%p: !llvm.ptr {llvm.byval})

// -----

// expected-error @below {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_float() -> (f32 {llvm.zeroext})

// -----

// expected-error @below {{"llvm.nest" is not a valid result attribute}}
llvm.func @nest_result() -> (!llvm.ptr {llvm.nest})

// -----

// expected-error @below {{expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_result() -> (!llvm.void {llvm.noundef})

// -----

// Valid ones verify.
llvm.func @fine(%p: !llvm.ptr {llvm.noalias, llvm.align = 8 : i64}, %i: i8 {llvm.signext}) -> (i32 {llvm.zeroext})
