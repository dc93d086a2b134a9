// The NVVM and ROCDL dialects' checks of their discardable attributes, with
// MLIR 19's messages: kernel markers only on llvm.func, NVVM launch bounds
// of the right kinds, nvvm.grid_constant only on byval kernel arguments.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

// expected-error @below {{'nvvm.kernel' attribute attached to unexpected op}}
func.func private @kernel_on_func() attributes {nvvm.kernel}

// -----

// expected-error @below {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func private @rocdl_kernel_on_func() attributes {rocdl.kernel}

// -----

// expected-error @below {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @four_dims() attributes {nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.reqntid"' attribute must be integer array with maximum 3 index}}
llvm.func @wide_elements() attributes {nvvm.reqntid = array<i64: 8>} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.maxnreg"' attribute must be integer constant}}
llvm.func @float_bound() attributes {nvvm.maxnreg = 1.0 : f32} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' attribute must be present only on kernel arguments}}
llvm.func @not_a_kernel(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' attribute requires the argument to also have attribute 'llvm.byval'}}
llvm.func @no_byval(%arg0: !llvm.ptr {nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// expected-error @below {{'"nvvm.grid_constant"' must be a unit attribute}}
llvm.func @not_unit(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant = true}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// Accepted: a byval kernel argument, bounds of the right kinds.
llvm.func @fine(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 4>, nvvm.minctasm = 2 : i32} {
  llvm.return
}
