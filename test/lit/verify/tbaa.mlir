// TBAA attributes take TBAA attributes as parameters; memory ops take
// arrays of the right metadata attributes.
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

#root = #llvm.tbaa_root<id = "root">
#desc = #llvm.tbaa_type_desc<id = "char", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<access_type = #desc, base_type = #desc, offset = 0>
// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#bad = #llvm.tbaa_tag<access_type = #desc, base_type = #root, offset = 0>

// -----

llvm.func @alias_scopes(%p: !llvm.ptr) {
  // expected-error @below {{attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = ["scope"]} : !llvm.ptr -> i32
  llvm.return
}
