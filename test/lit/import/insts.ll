; RUN: llmir-translate --import-llvm %s | FileCheck %s
; RUN: llmir-translate -import-llvm %s | FileCheck %s
; REQUIRES: llmir-translate
; Instructions: arithmetic with flags, compares, casts, memory, control
; flow with phis (block arguments), select, aggregates, vectors.
define i32 @arith(i32 %a, i32 %b, float %x, double %y) {
  %1 = add nsw i32 %a, 1
  %2 = sub nuw i32 %1, %b
  %3 = mul nsw nuw i32 %2, 3
  %4 = shl i32 %3, 2
  %5 = udiv i32 %4, %b
  %6 = sdiv exact i32 %5, 7
  %7 = urem i32 %6, 5
  %8 = srem i32 %7, %a
  %9 = lshr i32 %8, 1
  %10 = ashr i32 %9, 1
  %11 = and i32 %10, 255
  %12 = or i32 %11, 256
  %13 = xor i32 %12, -1
  %14 = fadd fast float %x, 1.5
  %15 = fsub nnan ninf float %14, %x
  %16 = fmul contract float %15, 2.0
  %17 = fdiv float %16, 3.0
  %18 = frem float %17, 0.5
  %19 = fneg float %18
  %20 = fpext float %19 to double
  %21 = fadd double %20, %y
  %22 = fptosi double %21 to i32
  %23 = icmp slt i32 %13, %22
  %24 = fcmp olt double %21, 0.0
  %25 = and i1 %23, %24
  %26 = select i1 %25, i32 %13, i32 %22
  %27 = zext i32 %26 to i64
  %28 = trunc i64 %27 to i16
  %29 = sext i16 %28 to i32
  %30 = sitofp i32 %29 to float
  %31 = uitofp i32 %29 to double
  %32 = fptoui double %31 to i32
  %33 = fptrunc double %31 to float
  %34 = bitcast float %33 to i32
  %35 = freeze i32 %34
  %36 = add i32 %35, %32
  ret i32 %36
}

define i64 @memory(ptr %p, i64 %n) {
entry:
  %a = alloca i64, align 8
  %arr = alloca [4 x i32], i32 2, align 16
  store i64 %n, ptr %a, align 8
  store volatile i64 1, ptr %a
  %v = load i64, ptr %a, align 8
  %w = load atomic i64, ptr %p seq_cst, align 8
  store atomic i64 %v, ptr %p release, align 8
  fence syncscope("singlethread") acquire
  fence seq_cst
  %old = atomicrmw add ptr %p, i64 1 monotonic, align 8
  %pair = cmpxchg weak ptr %p, i64 %old, i64 %w acq_rel monotonic, align 8
  %ok = extractvalue { i64, i1 } %pair, 1
  %g = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
  %h = getelementptr { i32, [2 x i64] }, ptr %p, i64 %n, i32 1, i64 1
  %q = ptrtoint ptr %g to i64
  %r = inttoptr i64 %q to ptr
  %s = addrspacecast ptr %r to ptr addrspace(1)
  br i1 %ok, label %then, label %else

then:
  %x = add i64 %v, %w
  br label %join

else:
  br label %join

join:
  %m = phi i64 [ %x, %then ], [ 5, %else ]
  %k = phi ptr [ %h, %then ], [ null, %else ]
  switch i64 %m, label %done [
    i64 1, label %one
    i64 2, label %done
  ]

one:
  br label %done

done:
  %res = phi i64 [ %m, %join ], [ %m, %join ], [ 0, %one ]
  ret i64 %res

dead:
  unreachable
}

define <4 x i32> @vectors(<4 x i32> %v, i32 %e, { i32, float } %s) {
  %1 = insertelement <4 x i32> %v, i32 %e, i32 0
  %2 = extractelement <4 x i32> %1, i64 3
  %3 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>
  %4 = add <4 x i32> %3, <i32 1, i32 1, i32 1, i32 1>
  %5 = add <4 x i32> %4, <i32 1, i32 2, i32 3, i32 4>
  %6 = insertvalue { i32, float } %s, i32 %2, 0
  %7 = extractvalue { i32, float } %6, 1
  %8 = insertelement <4 x i32> %5, i32 undef, i32 1
  ret <4 x i32> %8
}

define void @unreach() {
  unreachable
}

; CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<
; CHECK-NEXT:   llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f64) -> i32 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %3 = llvm.mlir.constant(7 : i32) : i32
; CHECK-NEXT:     %4 = llvm.mlir.constant(5 : i32) : i32
; CHECK-NEXT:     %5 = llvm.mlir.constant(255 : i32) : i32
; CHECK-NEXT:     %6 = llvm.mlir.constant(256 : i32) : i32
; CHECK-NEXT:     %7 = llvm.mlir.constant(-1 : i32) : i32
; CHECK-NEXT:     %8 = llvm.mlir.constant(1.500000e+00 : f32) : f32
; CHECK-NEXT:     %9 = llvm.mlir.constant(2.000000e+00 : f32) : f32
; CHECK-NEXT:     %10 = llvm.mlir.constant(3.000000e+00 : f32) : f32
; CHECK-NEXT:     %11 = llvm.mlir.constant(5.000000e-01 : f32) : f32
; CHECK-NEXT:     %12 = llvm.mlir.constant(0.000000e+00 : f64) : f64
; CHECK-NEXT:     %13 = llvm.add %arg0, %0 overflow<nsw> : i32
; CHECK-NEXT:     %14 = llvm.sub %13, %arg1 overflow<nuw> : i32
; CHECK-NEXT:     %15 = llvm.mul %14, %1 overflow<nsw, nuw> : i32
; CHECK-NEXT:     %16 = llvm.shl %15, %2 : i32
; CHECK-NEXT:     %17 = llvm.udiv %16, %arg1  : i32
; CHECK-NEXT:     %18 = llvm.sdiv %17, %3  : i32
; CHECK-NEXT:     %19 = llvm.urem %18, %4  : i32
; CHECK-NEXT:     %20 = llvm.srem %19, %arg0  : i32
; CHECK-NEXT:     %21 = llvm.lshr %20, %0  : i32
; CHECK-NEXT:     %22 = llvm.ashr %21, %0  : i32
; CHECK-NEXT:     %23 = llvm.and %22, %5  : i32
; CHECK-NEXT:     %24 = llvm.or %23, %6  : i32
; CHECK-NEXT:     %25 = llvm.xor %24, %7  : i32
; CHECK-NEXT:     %26 = llvm.fadd %arg2, %8  {fastmathFlags = #llvm.fastmath<fast>} : f32
; CHECK-NEXT:     %27 = llvm.fsub %26, %arg2  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
; CHECK-NEXT:     %28 = llvm.fmul %27, %9  {fastmathFlags = #llvm.fastmath<contract>} : f32
; CHECK-NEXT:     %29 = llvm.fdiv %28, %10  : f32
; CHECK-NEXT:     %30 = llvm.frem %29, %11  : f32
; CHECK-NEXT:     %31 = llvm.fneg %30  : f32
; CHECK-NEXT:     %32 = llvm.fpext %31 : f32 to f64
; CHECK-NEXT:     %33 = llvm.fadd %32, %arg3  : f64
; CHECK-NEXT:     %34 = llvm.fptosi %33 : f64 to i32
; CHECK-NEXT:     %35 = llvm.icmp "slt" %25, %34 : i32
; CHECK-NEXT:     %36 = llvm.fcmp "olt" %33, %12 : f64
; CHECK-NEXT:     %37 = llvm.and %35, %36  : i1
; CHECK-NEXT:     %38 = llvm.select %37, %25, %34 : i1, i32
; CHECK-NEXT:     %39 = llvm.zext %38 : i32 to i64
; CHECK-NEXT:     %40 = llvm.trunc %39 : i64 to i16
; CHECK-NEXT:     %41 = llvm.sext %40 : i16 to i32
; CHECK-NEXT:     %42 = llvm.sitofp %41 : i32 to f32
; CHECK-NEXT:     %43 = llvm.uitofp %41 : i32 to f64
; CHECK-NEXT:     %44 = llvm.fptoui %43 : f64 to i32
; CHECK-NEXT:     %45 = llvm.fptrunc %43 : f64 to f32
; CHECK-NEXT:     %46 = llvm.bitcast %45 : f32 to i32
; CHECK-NEXT:     %47 = llvm.freeze %46 : i32
; CHECK-NEXT:     %48 = llvm.add %47, %44 : i32
; CHECK-NEXT:     llvm.return %48 : i32
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @memory(%arg0: !llvm.ptr, %arg1: i64) -> i64 {
; CHECK-NEXT:     %0 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(2 : i32) : i32
; CHECK-NEXT:     %2 = llvm.mlir.constant(1 : i64) : i64
; CHECK-NEXT:     %3 = llvm.mlir.constant(0 : i64) : i64
; CHECK-NEXT:     %4 = llvm.mlir.constant(2 : i64) : i64
; CHECK-NEXT:     %5 = llvm.mlir.constant(5 : i64) : i64
; CHECK-NEXT:     %6 = llvm.mlir.zero : !llvm.ptr
; CHECK-NEXT:     %7 = llvm.alloca %0 x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     %8 = llvm.alloca %1 x !llvm.array<4 x i32> {alignment = 16 : i64} : (i32) -> !llvm.ptr
; CHECK-NEXT:     llvm.store %arg1, %7 {alignment = 8 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.store volatile %2, %7 {alignment = 4 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     %9 = llvm.load %7 {alignment = 8 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     %10 = llvm.load %arg0 atomic seq_cst {alignment = 8 : i64} : !llvm.ptr -> i64
; CHECK-NEXT:     llvm.store %9, %arg0 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
; CHECK-NEXT:     llvm.fence syncscope("singlethread") acquire
; CHECK-NEXT:     llvm.fence seq_cst
; CHECK-NEXT:     %11 = llvm.atomicrmw add %arg0, %2 monotonic {alignment = 8 : i64} : !llvm.ptr, i64
; CHECK-NEXT:     %12 = llvm.cmpxchg weak %arg0, %11, %10 acq_rel monotonic {alignment = 8 : i64} : !llvm.ptr, i64
; CHECK-NEXT:     %13 = llvm.extractvalue %12[1] : !llvm.struct<(i64, i1)> 
; CHECK-NEXT:     %14 = llvm.getelementptr inbounds %8[%3, %4] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i32>
; CHECK-NEXT:     %15 = llvm.getelementptr %arg0[%arg1, 1, %2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.struct<(i32, array<2 x i64>)>
; CHECK-NEXT:     %16 = llvm.ptrtoint %14 : !llvm.ptr to i64
; CHECK-NEXT:     %17 = llvm.inttoptr %16 : i64 to !llvm.ptr
; CHECK-NEXT:     %18 = llvm.addrspacecast %17 : !llvm.ptr to !llvm.ptr<1>
; CHECK-NEXT:     llvm.cond_br %13, ^bb1, ^bb2
; CHECK-NEXT:   ^bb1:  // pred: ^bb0
; CHECK-NEXT:     %19 = llvm.add %9, %10 : i64
; CHECK-NEXT:     llvm.br ^bb3(%19, %15 : i64, !llvm.ptr)
; CHECK-NEXT:   ^bb2:  // pred: ^bb0
; CHECK-NEXT:     llvm.br ^bb3(%5, %6 : i64, !llvm.ptr)
; CHECK-NEXT:   ^bb3(%20: i64, %21: !llvm.ptr):  // 2 preds: ^bb1, ^bb2
; CHECK-NEXT:     llvm.switch %20 : i64, ^bb5(%20 : i64) [
; CHECK-NEXT:       1: ^bb4,
; CHECK-NEXT:       2: ^bb5(%20 : i64)
; CHECK-NEXT:     ]
; CHECK-NEXT:   ^bb4:  // pred: ^bb3
; CHECK-NEXT:     llvm.br ^bb5(%3 : i64)
; CHECK-NEXT:   ^bb5(%22: i64):  // 3 preds: ^bb3, ^bb3, ^bb4
; CHECK-NEXT:     llvm.return %22 : i64
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @vectors(%arg0: vector<4xi32>, %arg1: i32, %arg2: !llvm.struct<(i32, f32)>) -> vector<4xi32> {
; CHECK-NEXT:     %0 = llvm.mlir.constant(0 : i32) : i32
; CHECK-NEXT:     %1 = llvm.mlir.constant(3 : i64) : i64
; CHECK-NEXT:     %2 = llvm.mlir.poison : vector<4xi32>
; CHECK-NEXT:     %3 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
; CHECK-NEXT:     %4 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
; CHECK-NEXT:     %5 = llvm.mlir.undef : i32
; CHECK-NEXT:     %6 = llvm.mlir.constant(1 : i32) : i32
; CHECK-NEXT:     %7 = llvm.insertelement %arg1, %arg0[%0 : i32] : vector<4xi32>
; CHECK-NEXT:     %8 = llvm.extractelement %7[%1 : i64] : vector<4xi32>
; CHECK-NEXT:     %9 = llvm.shufflevector %7, %2 [3, 2, -1, 0] : vector<4xi32> 
; CHECK-NEXT:     %10 = llvm.add %9, %3 : vector<4xi32>
; CHECK-NEXT:     %11 = llvm.add %10, %4 : vector<4xi32>
; CHECK-NEXT:     %12 = llvm.insertvalue %8, %arg2[0] : !llvm.struct<(i32, f32)> 
; CHECK-NEXT:     %13 = llvm.extractvalue %12[1] : !llvm.struct<(i32, f32)> 
; CHECK-NEXT:     %14 = llvm.insertelement %5, %11[%6 : i32] : vector<4xi32>
; CHECK-NEXT:     llvm.return %14 : vector<4xi32>
; CHECK-NEXT:   }
; CHECK-NEXT:   llvm.func @unreach() {
; CHECK-NEXT:     llvm.unreachable
; CHECK-NEXT:   }
; CHECK-NEXT: }
