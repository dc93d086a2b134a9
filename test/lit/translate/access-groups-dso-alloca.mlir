// REQUIRES: llmir-translate
// Access groups (distinct empty nodes) on memory accesses and in a loop's
// llvm.loop.parallel_accesses, loop start/end locations, unroll
// enable/disable, dso_local, and allocas outside the data layout's alloca
// address space.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s

#file = #llvm.di_file<"loop.c" in "/">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = None>
#sp = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "walk", file = #file, subprogramFlags = Definition>
#start = loc(fused<#sp>["loop.c":4:3])
#end = loc(fused<#sp>["loop.c":9:3])
#g1 = #llvm.access_group<id = distinct[1]<>>
#g2 = #llvm.access_group<id = distinct[2]<>>
#loop = #llvm.loop_annotation<mustProgress = true, unroll = <disable = false>, startLoc = #start, endLoc = #end, parallelAccesses = #g1, #g2>

// CHECK: @counter = dso_local global i32 0
llvm.mlir.global external @counter(0 : i32) {dso_local} : i32

// CHECK-LABEL: define dso_local void @walk(ptr %0)
llvm.func @walk(%p: !llvm.ptr) attributes {dso_local} {
  // CHECK: %[[X:.*]] = load i32, ptr %0, align 4, !llvm.access.group ![[BOTH:[0-9]+]]
  %x = llvm.load %p {access_groups = [#g1, #g2]} : !llvm.ptr -> i32
  // CHECK: store i32 %[[X]], ptr %0, align 4, !llvm.access.group ![[G1:[0-9]+]]
  llvm.store %x, %p {access_groups = [#g1]} : i32, !llvm.ptr
  // CHECK: br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
  llvm.br ^exit {loop_annotation = #loop}
^exit:
  llvm.return
}

// CHECK-LABEL: define void @scratch()
llvm.func @scratch() {
  %one = llvm.mlir.constant(1 : i32) : i32
  // CHECK: %[[A:.*]] = alloca i8, align 8, addrspace(5)
  %a = llvm.alloca %one x i8 {alignment = 8 : i64} : (i32) -> !llvm.ptr<5>
  // CHECK: addrspacecast ptr addrspace(5) %[[A]] to ptr
  %b = llvm.addrspacecast %a : !llvm.ptr<5> to !llvm.ptr
  // CHECK: alloca i16, align 2
  %c = llvm.alloca %one x i16 : (i32) -> !llvm.ptr
  llvm.return
}

// CHECK: ![[BOTH]] = !{![[G1]], ![[G2:[0-9]+]]}
// CHECK: ![[G1]] = distinct !{}
// CHECK: ![[G2]] = distinct !{}
// CHECK: ![[LOOP]] = distinct !{![[LOOP]], ![[START:[0-9]+]], ![[END:[0-9]+]], ![[MP:[0-9]+]], ![[UNROLL:[0-9]+]], ![[PAR:[0-9]+]]}
// CHECK: ![[START]] = !DILocation(line: 4, column: 3, scope: ![[SP:[0-9]+]])
// CHECK: ![[SP]] = distinct !DISubprogram(name: "walk"
// CHECK: ![[END]] = !DILocation(line: 9, column: 3, scope: ![[SP]])
// CHECK: ![[MP]] = !{!"llvm.loop.mustprogress"}
// CHECK: ![[UNROLL]] = !{!"llvm.loop.unroll.enable"}
// CHECK: ![[PAR]] = !{!"llvm.loop.parallel_accesses", ![[G1]], ![[G2]]}
