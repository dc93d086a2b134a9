// llvm.func's own parse errors and the checks MLIR makes before the op's
// verifier (region count, the type of `function_type`), plus unknown
// keywords in the LLVM dialect's enum attributes, with MLIR's words.
// RUN: mlir-opt --split-input-file --verify-diagnostics %s

// expected-error@+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @args(memref<4xf32>)

// -----

// expected-error@+1 {{failed to construct function type: expected LLVM type for function results'tensor<2xi8>'}}
llvm.func @results() -> tensor<2xi8>

// -----

// expected-error@+1 {{failed to construct function type: expected zero or one function result}}
llvm.func @two() -> (i8, i8)

// -----

// expected-error@+1 {{variadic arguments must be in the end of the argument list}}
llvm.func @middle(i8, ..., i16)

// -----

// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func fastcc_typo @name()

// -----

// expected-error@+1 {{'llvm.func' op requires one region}}
"llvm.func"() {function_type = !llvm.func<void ()>, sym_name = "none"} : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({}) {function_type = (i8) -> i8, sym_name = "builtin_fn_type"} : () -> ()

// -----

// expected-error@+2 {{invalid Calling Conventions specification: slowcc}}
// expected-error@+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
llvm.func @cc() attributes {x = #llvm.cconv<slowcc>}

// -----

// expected-error@+2 {{invalid LLVM FramePointerKind specification: some}}
// expected-error@+1 {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
llvm.func @fp() attributes {frame_pointer = #llvm.framePointerKind<"some">}
