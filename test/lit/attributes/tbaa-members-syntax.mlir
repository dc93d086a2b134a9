// The members of `#llvm.tbaa_type_desc` are read as MLIR's generated
// parsers read them, `<#node, offset>` each, with their messages.
// RUN: llmir-opt --split-input-file --verify-diagnostics %s

#r = #llvm.tbaa_root<id = "x">
// expected-error@+3 {{expected attribute value}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#d = #llvm.tbaa_type_desc<id = "c", members = {< id#r, 0>}>
llvm.func @f() attributes {x.y = #d}

// -----

#r = #llvm.tbaa_root<id = "x">
// expected-error@+2 {{expected ','}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members'}}
#d = #llvm.tbaa_type_desc<id = "c", members = {<#r, 0>, <#r 1>}>
llvm.func @f() attributes {x.y = #d}

// -----

#r = #llvm.tbaa_root<id = "x">
// expected-error@+3 {{expected integer value}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a `int64_t`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members'}}
#d = #llvm.tbaa_type_desc<id = "c", members = {<#r, x>}>
llvm.func @f() attributes {x.y = #d}

// -----

#r = #llvm.tbaa_root<id = "x">
// expected-error@+2 {{expected '>'}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members'}}
#d = #llvm.tbaa_type_desc<id = "c", members = {<#r, 0 x>}>
llvm.func @f() attributes {x.y = #d}
