// REQUIRES: llmir-translate
// A module of several functions is printed in two parts on two threads
// when a core is idle (`emit::print_parts`), else whole; either way the
// text is mlir-translate-19's byte for byte:
// named types, globals, metadata numbered across both parts, attribute
// groups of functions and of call sites in the whole printer's order.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: llmir-translate --mlir-to-llvmir --mlir-disable-threading %s | FileCheck %s --match-full-lines --strict-whitespace

llvm.mlir.global internal @count(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external constant @pair() : !llvm.struct<"struct.pair", (i32, ptr)>
llvm.func @ext(i32) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, no_unwind}
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
llvm.func @first(%p: !llvm.ptr, %n: i32) -> i32 attributes {passthrough = ["nounwind"]} {
  %0 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  %c = llvm.icmp "slt" %0, %n : i32
  llvm.cond_br %c, ^a, ^b
^a:
  %1 = llvm.call @ext(%0) {no_unwind} : (i32) -> i32
  llvm.br ^b
^b:
  llvm.return %0 : i32
}
llvm.func @second(%p: !llvm.ptr) attributes {passthrough = ["noinline"]} {
  %0 = llvm.mlir.addressof @count : !llvm.ptr
  %1 = llvm.load %0 {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.store %1, %p {tbaa = [#tag]} : i32, !llvm.ptr
  %2 = llvm.call @ext(%1) {will_return} : (i32) -> i32
  llvm.return
}
llvm.func @third(%x: i32) -> i32 {
  %0 = llvm.call @ext(%x) : (i32) -> i32
  llvm.return %0 : i32
}

// CHECK:; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT:source_filename = "LLVMDialectModule"
// CHECK-EMPTY:
// CHECK-NEXT:%struct.pair = type { i32, ptr }
// CHECK-EMPTY:
// CHECK-NEXT:@count = internal global i32 0
// CHECK-NEXT:@pair = external constant %struct.pair
// CHECK-EMPTY:
// CHECK-NEXT:; Function Attrs: nounwind
// CHECK-NEXT:declare i32 @ext(i32) #0
// CHECK-EMPTY:
// CHECK-NEXT:; Function Attrs: nounwind
// CHECK-NEXT:define i32 @first(ptr %0, i32 %1) #0 {
// CHECK-NEXT:  %3 = load i32, ptr %0, align 4, !tbaa !1
// CHECK-NEXT:  %4 = icmp slt i32 %3, %1
// CHECK-NEXT:  br i1 %4, label %5, label %7
// CHECK-EMPTY:
// CHECK-NEXT:5:                                                ; preds = %2
// CHECK-NEXT:  %6 = call i32 @ext(i32 %3)
// CHECK-NEXT:  br label %7
// CHECK-EMPTY:
// CHECK-NEXT:7:                                                ; preds = %5, %2
// CHECK-NEXT:  ret i32 %3
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:; Function Attrs: noinline
// CHECK-NEXT:define void @second(ptr %0) #1 {
// CHECK-NEXT:  %2 = load i32, ptr @count, align 4, !tbaa !1
// CHECK-NEXT:  store i32 %2, ptr %0, align 4, !tbaa !1
// CHECK-NEXT:  %3 = call i32 @ext(i32 %2)
// CHECK-NEXT:  ret void
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:define i32 @third(i32 %0) {
// CHECK-NEXT:  %2 = call i32 @ext(i32 %0)
// CHECK-NEXT:  ret i32 %2
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:attributes #0 = { nounwind }
// CHECK-NEXT:attributes #1 = { noinline }
// CHECK-EMPTY:
// CHECK-NEXT:!llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT:!0 = !{i32 2, !"Debug Info Version", i32 3}
// CHECK-NEXT:!1 = !{!2, !2, i64 0}
// CHECK-NEXT:!2 = !{!"int", !3, i64 0}
// CHECK-NEXT:!3 = !{!"omnipotent char", !4, i64 0}
// CHECK-NEXT:!4 = !{!"Simple C/C++ TBAA"}
