// REQUIRES: llmir-translate
// omp.wsloop around omp.loop_nest, and omp.barrier, as mlir-translate-19
// builds them through OpenMPIRBuilder: ident globals, __kmpc_* calls, the
// omp_loop.* blocks and their names. CHECK lines are mlir-translate-19's
// output for this file.
// RUN: llmir-translate --mlir-to-llvmir %s | FileCheck %s
// CHECK: %struct.ident_t = type { i32, i32, i32, i32, ptr }
// CHECK-EMPTY:
// CHECK-NEXT: @0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
// CHECK-NEXT: @1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8
// CHECK-NEXT: @2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 22, ptr @0 }, align 8
// CHECK-NEXT: @3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 22, ptr @0 }, align 8
// CHECK-EMPTY:
// CHECK-NEXT: define void @static_i32(i32 %0, i32 %1, i32 %2) {
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i32, align 4
// CHECK-NEXT:   %p.upperbound = alloca i32, align 4
// CHECK-NEXT:   %p.stride = alloca i32, align 4
// CHECK-NEXT:   br label %entry
// CHECK-EMPTY:
// CHECK-NEXT: entry:                                            ; preds = %3
// CHECK-NEXT:   %4 = icmp slt i32 %2, 0
// CHECK-NEXT:   %5 = sub i32 0, %2
// CHECK-NEXT:   %6 = select i1 %4, i32 %5, i32 %2
// CHECK-NEXT:   %7 = select i1 %4, i32 %1, i32 %0
// CHECK-NEXT:   %8 = select i1 %4, i32 %0, i32 %1
// CHECK-NEXT:   %9 = sub nsw i32 %8, %7
// CHECK-NEXT:   %10 = icmp slt i32 %8, %7
// CHECK-NEXT:   %11 = udiv i32 %9, %6
// CHECK-NEXT:   %12 = add i32 %11, 1
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %10, i32 0, i32 %12
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %entry
// CHECK-NEXT:   store i32 0, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %13 = sub i32 %omp_loop.tripcount, 1
// CHECK-NEXT:   store i32 %13, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i32 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num, i32 34, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride, i32 1, i32 0)
// CHECK-NEXT:   %14 = load i32, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %15 = load i32, ptr %p.upperbound, align 4
// CHECK-NEXT:   %16 = sub i32 %15, %14
// CHECK-NEXT:   %17 = add i32 %16, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header:                                  ; preds = %omp_loop.inc, %omp_loop.preheader
// CHECK-NEXT:   %omp_loop.iv = phi i32 [ 0, %omp_loop.preheader ], [ %omp_loop.next, %omp_loop.inc ]
// CHECK-NEXT:   br label %omp_loop.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond:                                    ; preds = %omp_loop.header
// CHECK-NEXT:   %omp_loop.cmp = icmp ult i32 %omp_loop.iv, %17
// CHECK-NEXT:   br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   %18 = add i32 %omp_loop.iv, %14
// CHECK-NEXT:   %19 = mul i32 %18, %2
// CHECK-NEXT:   %20 = add i32 %19, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body
// CHECK-NEXT:   call void @body32(i32 %20)
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc:                                     ; preds = %omp.region.cont
// CHECK-NEXT:   %omp_loop.next = add nuw i32 %omp_loop.iv, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num)
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_loop.exit
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @body32(i32)
// CHECK-EMPTY:
// CHECK-NEXT: define void @two_static(i64 %0, i64 %1) {
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound = alloca i64, align 8
// CHECK-NEXT:   %p.stride = alloca i64, align 8
// CHECK-NEXT:   %p.lastiter15 = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound16 = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound17 = alloca i64, align 8
// CHECK-NEXT:   %p.stride18 = alloca i64, align 8
// CHECK-NEXT:   br label %3
// CHECK-EMPTY:
// CHECK-NEXT: 3:                                                ; preds = %2
// CHECK-NEXT:   %4 = select i1 false, i64 %1, i64 %0
// CHECK-NEXT:   %5 = select i1 false, i64 %0, i64 %1
// CHECK-NEXT:   %6 = sub nsw i64 %5, %4
// CHECK-NEXT:   %7 = icmp sle i64 %5, %4
// CHECK-NEXT:   %8 = sub i64 %6, 1
// CHECK-NEXT:   %9 = udiv i64 %8, 1
// CHECK-NEXT:   %10 = add i64 %9, 1
// CHECK-NEXT:   %11 = icmp ule i64 %6, 1
// CHECK-NEXT:   %12 = select i1 %11, i64 1, i64 %10
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %7, i64 0, i64 %12
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %3
// CHECK-NEXT:   store i64 0, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %13 = sub i64 %omp_loop.tripcount, 1
// CHECK-NEXT:   store i64 %13, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_8u(ptr @1, i32 %omp_global_thread_num, i32 34, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride, i64 1, i64 0)
// CHECK-NEXT:   %14 = load i64, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %15 = load i64, ptr %p.upperbound, align 4
// CHECK-NEXT:   %16 = sub i64 %15, %14
// CHECK-NEXT:   %17 = add i64 %16, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header:                                  ; preds = %omp_loop.inc, %omp_loop.preheader
// CHECK-NEXT:   %omp_loop.iv = phi i64 [ 0, %omp_loop.preheader ], [ %omp_loop.next, %omp_loop.inc ]
// CHECK-NEXT:   br label %omp_loop.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond:                                    ; preds = %omp_loop.header
// CHECK-NEXT:   %omp_loop.cmp = icmp ult i64 %omp_loop.iv, %17
// CHECK-NEXT:   br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   %18 = add i64 %omp_loop.iv, %14
// CHECK-NEXT:   %19 = mul i64 %18, 1
// CHECK-NEXT:   %20 = add i64 %19, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body
// CHECK-NEXT:   call void @body64(i64 %20)
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc:                                     ; preds = %omp.region.cont
// CHECK-NEXT:   %omp_loop.next = add nuw i64 %omp_loop.iv, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num)
// CHECK-NEXT:   %omp_global_thread_num1 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num1)
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_loop.exit
// CHECK-NEXT:   %21 = select i1 false, i64 %1, i64 %0
// CHECK-NEXT:   %22 = select i1 false, i64 %0, i64 %1
// CHECK-NEXT:   %23 = sub nsw i64 %22, %21
// CHECK-NEXT:   %24 = icmp sle i64 %22, %21
// CHECK-NEXT:   %25 = sub i64 %23, 1
// CHECK-NEXT:   %26 = udiv i64 %25, 1
// CHECK-NEXT:   %27 = add i64 %26, 1
// CHECK-NEXT:   %28 = icmp ule i64 %23, 1
// CHECK-NEXT:   %29 = select i1 %28, i64 1, i64 %27
// CHECK-NEXT:   %omp_loop.tripcount2 = select i1 %24, i64 0, i64 %29
// CHECK-NEXT:   br label %omp_loop.preheader3
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader3:                              ; preds = %omp_loop.after
// CHECK-NEXT:   store i64 0, ptr %p.lowerbound16, align 4
// CHECK-NEXT:   %30 = sub i64 %omp_loop.tripcount2, 1
// CHECK-NEXT:   store i64 %30, ptr %p.upperbound17, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride18, align 4
// CHECK-NEXT:   %omp_global_thread_num19 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_8u(ptr @1, i32 %omp_global_thread_num19, i32 34, ptr %p.lastiter15, ptr %p.lowerbound16, ptr %p.upperbound17, ptr %p.stride18, i64 1, i64 0)
// CHECK-NEXT:   %31 = load i64, ptr %p.lowerbound16, align 4
// CHECK-NEXT:   %32 = load i64, ptr %p.upperbound17, align 4
// CHECK-NEXT:   %33 = sub i64 %32, %31
// CHECK-NEXT:   %34 = add i64 %33, 1
// CHECK-NEXT:   br label %omp_loop.header4
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header4:                                 ; preds = %omp_loop.inc7, %omp_loop.preheader3
// CHECK-NEXT:   %omp_loop.iv10 = phi i64 [ 0, %omp_loop.preheader3 ], [ %omp_loop.next12, %omp_loop.inc7 ]
// CHECK-NEXT:   br label %omp_loop.cond5
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond5:                                   ; preds = %omp_loop.header4
// CHECK-NEXT:   %omp_loop.cmp11 = icmp ult i64 %omp_loop.iv10, %34
// CHECK-NEXT:   br i1 %omp_loop.cmp11, label %omp_loop.body6, label %omp_loop.exit8
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body6:                                   ; preds = %omp_loop.cond5
// CHECK-NEXT:   %35 = add i64 %omp_loop.iv10, %31
// CHECK-NEXT:   %36 = mul i64 %35, 1
// CHECK-NEXT:   %37 = add i64 %36, %0
// CHECK-NEXT:   br label %omp.wsloop.region14
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region14:                              ; preds = %omp_loop.body6
// CHECK-NEXT:   call void @body64(i64 %37)
// CHECK-NEXT:   br label %omp.region.cont13
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont13:                                ; preds = %omp.wsloop.region14
// CHECK-NEXT:   br label %omp_loop.inc7
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc7:                                    ; preds = %omp.region.cont13
// CHECK-NEXT:   %omp_loop.next12 = add nuw i64 %omp_loop.iv10, 1
// CHECK-NEXT:   br label %omp_loop.header4
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit8:                                   ; preds = %omp_loop.cond5
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num19)
// CHECK-NEXT:   %omp_global_thread_num20 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num20)
// CHECK-NEXT:   br label %omp_loop.after9
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after9:                                  ; preds = %omp_loop.exit8
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @body64(i64)
// CHECK-EMPTY:
// CHECK-NEXT: define i32 @dynamic_phis(i32 %0, i32 %1, i32 %2, i64 %3, i1 %4) {
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i32, align 4
// CHECK-NEXT:   %p.upperbound = alloca i32, align 4
// CHECK-NEXT:   %p.stride = alloca i32, align 4
// CHECK-NEXT:   br i1 %4, label %6, label %21
// CHECK-EMPTY:
// CHECK-NEXT: 6:                                                ; preds = %5
// CHECK-NEXT:   %7 = trunc i64 %3 to i32
// CHECK-NEXT:   %8 = icmp slt i32 %2, 0
// CHECK-NEXT:   %9 = sub i32 0, %2
// CHECK-NEXT:   %10 = select i1 %8, i32 %9, i32 %2
// CHECK-NEXT:   %11 = select i1 %8, i32 %1, i32 %0
// CHECK-NEXT:   %12 = select i1 %8, i32 %0, i32 %1
// CHECK-NEXT:   %13 = sub nsw i32 %12, %11
// CHECK-NEXT:   %14 = icmp slt i32 %12, %11
// CHECK-NEXT:   %15 = udiv i32 %13, %10
// CHECK-NEXT:   %16 = add i32 %15, 1
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %14, i32 0, i32 %16
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %6
// CHECK-NEXT:   store i32 1, ptr %p.lowerbound, align 4
// CHECK-NEXT:   store i32 %omp_loop.tripcount, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i32 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_dispatch_init_4u(ptr @1, i32 %omp_global_thread_num, i32 1073741859, i32 1, i32 %omp_loop.tripcount, i32 1, i32 %7)
// CHECK-NEXT:   br label %omp_loop.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header:                                  ; preds = %omp_loop.preheader.outer.cond, %omp_loop.inc
// CHECK-NEXT:   %omp_loop.iv = phi i32 [ %lb, %omp_loop.preheader.outer.cond ], [ %omp_loop.next, %omp_loop.inc ]
// CHECK-NEXT:   br label %omp_loop.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond:                                    ; preds = %omp_loop.header
// CHECK-NEXT:   %ub = load i32, ptr %p.upperbound, align 4
// CHECK-NEXT:   %omp_loop.cmp = icmp ult i32 %omp_loop.iv, %ub
// CHECK-NEXT:   br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   %17 = mul i32 %omp_loop.iv, %2
// CHECK-NEXT:   %18 = add i32 %17, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region2:                               ; preds = %omp.wsloop.region1, %omp.wsloop.region
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region1:                               ; preds = %omp.wsloop.region
// CHECK-NEXT:   %19 = phi i32 [ %20, %omp.wsloop.region ]
// CHECK-NEXT:   br label %omp.wsloop.region2
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body
// CHECK-NEXT:   %20 = add i32 %18, %18
// CHECK-NEXT:   br i1 %4, label %omp.wsloop.region1, label %omp.wsloop.region2
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region2
// CHECK-NEXT:   br label %omp_loop.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc:                                     ; preds = %omp.region.cont
// CHECK-NEXT:   %omp_loop.next = add nuw i32 %omp_loop.iv, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit:                                    ; preds = %omp_loop.preheader.outer.cond
// CHECK-NEXT:   %omp_global_thread_num3 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num3)
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_loop.exit
// CHECK-NEXT:   br label %21
// CHECK-EMPTY:
// CHECK-NEXT: 21:                                               ; preds = %omp_loop.after, %5
// CHECK-NEXT:   %22 = phi i32 [ %1, %omp_loop.after ], [ %0, %5 ]
// CHECK-NEXT:   ret i32 %22
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader.outer.cond:                    ; preds = %omp_loop.cond, %omp_loop.preheader
// CHECK-NEXT:   %23 = call i32 @__kmpc_dispatch_next_4u(ptr @1, i32 %omp_global_thread_num, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride)
// CHECK-NEXT:   %24 = icmp ne i32 %23, 0
// CHECK-NEXT:   %25 = load i32, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %lb = sub i32 %25, 1
// CHECK-NEXT:   br i1 %24, label %omp_loop.header, label %omp_loop.exit
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @schedules(i64 %0, i64 %1, i64 %2, i32 %3) {
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound = alloca i64, align 8
// CHECK-NEXT:   %p.stride = alloca i64, align 8
// CHECK-NEXT:   %p.lastiter29 = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound30 = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound31 = alloca i64, align 8
// CHECK-NEXT:   %p.stride32 = alloca i64, align 8
// CHECK-NEXT:   %p.lastiter37 = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound38 = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound39 = alloca i64, align 8
// CHECK-NEXT:   %p.stride40 = alloca i64, align 8
// CHECK-NEXT:   %5 = alloca i32, i32 %3, align 4
// CHECK-NEXT:   %6 = alloca i64, align 8
// CHECK-NEXT:   %7 = sext i32 %3 to i64
// CHECK-NEXT:   br label %entry
// CHECK-EMPTY:
// CHECK-NEXT: entry:                                            ; preds = %4
// CHECK-NEXT:   %8 = icmp slt i64 %2, 0
// CHECK-NEXT:   %9 = sub i64 0, %2
// CHECK-NEXT:   %10 = select i1 %8, i64 %9, i64 %2
// CHECK-NEXT:   %11 = select i1 %8, i64 %1, i64 %0
// CHECK-NEXT:   %12 = select i1 %8, i64 %0, i64 %1
// CHECK-NEXT:   %13 = sub nsw i64 %12, %11
// CHECK-NEXT:   %14 = icmp sle i64 %12, %11
// CHECK-NEXT:   %15 = sub i64 %13, 1
// CHECK-NEXT:   %16 = udiv i64 %15, %10
// CHECK-NEXT:   %17 = add i64 %16, 1
// CHECK-NEXT:   %18 = icmp ule i64 %13, %10
// CHECK-NEXT:   %19 = select i1 %18, i64 1, i64 %17
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %14, i64 0, i64 %19
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %entry
// CHECK-NEXT:   store i64 1, ptr %p.lowerbound, align 4
// CHECK-NEXT:   store i64 %omp_loop.tripcount, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_dispatch_init_8u(ptr @1, i32 %omp_global_thread_num, i32 68, i64 1, i64 %omp_loop.tripcount, i64 1, i64 %7)
// CHECK-NEXT:   br label %omp_loop.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header:                                  ; preds = %omp_loop.preheader.outer.cond, %omp_loop.inc
// CHECK-NEXT:   %omp_loop.iv = phi i64 [ %lb, %omp_loop.preheader.outer.cond ], [ %omp_loop.next, %omp_loop.inc ]
// CHECK-NEXT:   br label %omp_loop.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond:                                    ; preds = %omp_loop.header
// CHECK-NEXT:   %ub = load i64, ptr %p.upperbound, align 4
// CHECK-NEXT:   %omp_loop.cmp = icmp ult i64 %omp_loop.iv, %ub
// CHECK-NEXT:   br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   %20 = mul i64 %omp_loop.iv, %2
// CHECK-NEXT:   %21 = add i64 %20, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body
// CHECK-NEXT:   store i64 %21, ptr %6, align 4
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc:                                     ; preds = %omp.region.cont
// CHECK-NEXT:   %omp_loop.next = add nuw i64 %omp_loop.iv, 1
// CHECK-NEXT:   call void @__kmpc_dispatch_fini_8u(ptr @1, i32 %omp_global_thread_num)
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit:                                    ; preds = %omp_loop.preheader.outer.cond
// CHECK-NEXT:   %omp_global_thread_num1 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num1)
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_loop.exit
// CHECK-NEXT:   %22 = icmp slt i64 %2, 0
// CHECK-NEXT:   %23 = sub i64 0, %2
// CHECK-NEXT:   %24 = select i1 %22, i64 %23, i64 %2
// CHECK-NEXT:   %25 = select i1 %22, i64 %1, i64 %0
// CHECK-NEXT:   %26 = select i1 %22, i64 %0, i64 %1
// CHECK-NEXT:   %27 = sub nsw i64 %26, %25
// CHECK-NEXT:   %28 = icmp slt i64 %26, %25
// CHECK-NEXT:   %29 = udiv i64 %27, %24
// CHECK-NEXT:   %30 = add i64 %29, 1
// CHECK-NEXT:   %omp_loop.tripcount2 = select i1 %28, i64 0, i64 %30
// CHECK-NEXT:   br label %omp_loop.preheader3
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader3:                              ; preds = %omp_loop.after
// CHECK-NEXT:   store i64 1, ptr %p.lowerbound38, align 4
// CHECK-NEXT:   store i64 %omp_loop.tripcount2, ptr %p.upperbound39, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride40, align 4
// CHECK-NEXT:   %omp_global_thread_num41 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_dispatch_init_8u(ptr @1, i32 %omp_global_thread_num41, i32 1073741861, i64 1, i64 %omp_loop.tripcount2, i64 1, i64 1)
// CHECK-NEXT:   br label %omp_loop.preheader3.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header4:                                 ; preds = %omp_loop.preheader3.outer.cond, %omp_loop.inc7
// CHECK-NEXT:   %omp_loop.iv10 = phi i64 [ %lb42, %omp_loop.preheader3.outer.cond ], [ %omp_loop.next12, %omp_loop.inc7 ]
// CHECK-NEXT:   br label %omp_loop.cond5
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond5:                                   ; preds = %omp_loop.header4
// CHECK-NEXT:   %ub43 = load i64, ptr %p.upperbound39, align 4
// CHECK-NEXT:   %omp_loop.cmp11 = icmp ult i64 %omp_loop.iv10, %ub43
// CHECK-NEXT:   br i1 %omp_loop.cmp11, label %omp_loop.body6, label %omp_loop.preheader3.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body6:                                   ; preds = %omp_loop.cond5
// CHECK-NEXT:   %31 = mul i64 %omp_loop.iv10, %2
// CHECK-NEXT:   %32 = add i64 %31, %0
// CHECK-NEXT:   br label %omp.wsloop.region14
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region14:                              ; preds = %omp_loop.body6
// CHECK-NEXT:   %33 = icmp slt i64 %2, 0
// CHECK-NEXT:   %34 = sub i64 0, %2
// CHECK-NEXT:   %35 = select i1 %33, i64 %34, i64 %2
// CHECK-NEXT:   %36 = select i1 %33, i64 %32, i64 %0
// CHECK-NEXT:   %37 = select i1 %33, i64 %0, i64 %32
// CHECK-NEXT:   %38 = sub nsw i64 %37, %36
// CHECK-NEXT:   %39 = icmp sle i64 %37, %36
// CHECK-NEXT:   %40 = sub i64 %38, 1
// CHECK-NEXT:   %41 = udiv i64 %40, %35
// CHECK-NEXT:   %42 = add i64 %41, 1
// CHECK-NEXT:   %43 = icmp ule i64 %38, %35
// CHECK-NEXT:   %44 = select i1 %43, i64 1, i64 %42
// CHECK-NEXT:   %omp_loop.tripcount15 = select i1 %39, i64 0, i64 %44
// CHECK-NEXT:   br label %omp_loop.preheader16
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader16:                             ; preds = %omp.wsloop.region14
// CHECK-NEXT:   store i64 1, ptr %p.lowerbound30, align 4
// CHECK-NEXT:   store i64 %omp_loop.tripcount15, ptr %p.upperbound31, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride32, align 4
// CHECK-NEXT:   %omp_global_thread_num33 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_dispatch_init_8u(ptr @1, i32 %omp_global_thread_num33, i32 1073741862, i64 1, i64 %omp_loop.tripcount15, i64 1, i64 1)
// CHECK-NEXT:   br label %omp_loop.preheader16.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header17:                                ; preds = %omp_loop.preheader16.outer.cond, %omp_loop.inc20
// CHECK-NEXT:   %omp_loop.iv23 = phi i64 [ %lb34, %omp_loop.preheader16.outer.cond ], [ %omp_loop.next25, %omp_loop.inc20 ]
// CHECK-NEXT:   br label %omp_loop.cond18
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond18:                                  ; preds = %omp_loop.header17
// CHECK-NEXT:   %ub35 = load i64, ptr %p.upperbound31, align 4
// CHECK-NEXT:   %omp_loop.cmp24 = icmp ult i64 %omp_loop.iv23, %ub35
// CHECK-NEXT:   br i1 %omp_loop.cmp24, label %omp_loop.body19, label %omp_loop.preheader16.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body19:                                  ; preds = %omp_loop.cond18
// CHECK-NEXT:   %45 = mul i64 %omp_loop.iv23, %2
// CHECK-NEXT:   %46 = add i64 %45, %0
// CHECK-NEXT:   br label %omp.wsloop.region27
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region27:                              ; preds = %omp_loop.body19
// CHECK-NEXT:   %omp_global_thread_num28 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %omp_global_thread_num28)
// CHECK-NEXT:   br label %omp.region.cont26
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont26:                                ; preds = %omp.wsloop.region27
// CHECK-NEXT:   br label %omp_loop.inc20
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc20:                                   ; preds = %omp.region.cont26
// CHECK-NEXT:   %omp_loop.next25 = add nuw i64 %omp_loop.iv23, 1
// CHECK-NEXT:   br label %omp_loop.header17
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit21:                                  ; preds = %omp_loop.preheader16.outer.cond
// CHECK-NEXT:   %omp_global_thread_num36 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num36)
// CHECK-NEXT:   br label %omp_loop.after22
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after22:                                 ; preds = %omp_loop.exit21
// CHECK-NEXT:   br label %omp.region.cont13
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont13:                                ; preds = %omp_loop.after22
// CHECK-NEXT:   br label %omp_loop.inc7
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc7:                                    ; preds = %omp.region.cont13
// CHECK-NEXT:   %omp_loop.next12 = add nuw i64 %omp_loop.iv10, 1
// CHECK-NEXT:   br label %omp_loop.header4
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit8:                                   ; preds = %omp_loop.preheader3.outer.cond
// CHECK-NEXT:   br label %omp_loop.after9
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after9:                                  ; preds = %omp_loop.exit8
// CHECK-NEXT:   %omp_global_thread_num44 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @3, i32 %omp_global_thread_num44)
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader.outer.cond:                    ; preds = %omp_loop.cond, %omp_loop.preheader
// CHECK-NEXT:   %47 = call i32 @__kmpc_dispatch_next_8u(ptr @1, i32 %omp_global_thread_num, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride)
// CHECK-NEXT:   %48 = icmp ne i32 %47, 0
// CHECK-NEXT:   %49 = load i64, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %lb = sub i64 %49, 1
// CHECK-NEXT:   br i1 %48, label %omp_loop.header, label %omp_loop.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader16.outer.cond:                  ; preds = %omp_loop.cond18, %omp_loop.preheader16
// CHECK-NEXT:   %50 = call i32 @__kmpc_dispatch_next_8u(ptr @1, i32 %omp_global_thread_num33, ptr %p.lastiter29, ptr %p.lowerbound30, ptr %p.upperbound31, ptr %p.stride32)
// CHECK-NEXT:   %51 = icmp ne i32 %50, 0
// CHECK-NEXT:   %52 = load i64, ptr %p.lowerbound30, align 4
// CHECK-NEXT:   %lb34 = sub i64 %52, 1
// CHECK-NEXT:   br i1 %51, label %omp_loop.header17, label %omp_loop.exit21
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader3.outer.cond:                   ; preds = %omp_loop.cond5, %omp_loop.preheader3
// CHECK-NEXT:   %53 = call i32 @__kmpc_dispatch_next_8u(ptr @1, i32 %omp_global_thread_num41, ptr %p.lastiter37, ptr %p.lowerbound38, ptr %p.upperbound39, ptr %p.stride40)
// CHECK-NEXT:   %54 = icmp ne i32 %53, 0
// CHECK-NEXT:   %55 = load i64, ptr %p.lowerbound38, align 4
// CHECK-NEXT:   %lb42 = sub i64 %55, 1
// CHECK-NEXT:   br i1 %54, label %omp_loop.header4, label %omp_loop.exit8
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @static_chunked(i32 %0, i32 %1, i32 %2, i64 %3, i1 %4) {
// CHECK-NEXT:   %p.lastiter15 = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound16 = alloca i32, align 4
// CHECK-NEXT:   %p.upperbound17 = alloca i32, align 4
// CHECK-NEXT:   %p.stride18 = alloca i32, align 4
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i32, align 4
// CHECK-NEXT:   %p.upperbound = alloca i32, align 4
// CHECK-NEXT:   %p.stride = alloca i32, align 4
// CHECK-NEXT:   %6 = alloca i64, align 8
// CHECK-NEXT:   br i1 %4, label %7, label %34
// CHECK-EMPTY:
// CHECK-NEXT: 7:                                                ; preds = %5
// CHECK-NEXT:   %8 = trunc i64 %3 to i32
// CHECK-NEXT:   %9 = icmp slt i32 %2, 0
// CHECK-NEXT:   %10 = sub i32 0, %2
// CHECK-NEXT:   %11 = select i1 %9, i32 %10, i32 %2
// CHECK-NEXT:   %12 = select i1 %9, i32 %1, i32 %0
// CHECK-NEXT:   %13 = select i1 %9, i32 %0, i32 %1
// CHECK-NEXT:   %14 = sub nsw i32 %13, %12
// CHECK-NEXT:   %15 = icmp slt i32 %13, %12
// CHECK-NEXT:   %16 = udiv i32 %14, %11
// CHECK-NEXT:   %17 = add i32 %16, 1
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %15, i32 0, i32 %17
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %7
// CHECK-NEXT:   store i32 0, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %18 = sub i32 %omp_loop.tripcount, 1
// CHECK-NEXT:   store i32 %18, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i32 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num, i32 33, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride, i32 1, i32 %8)
// CHECK-NEXT:   %omp_firstchunk.lb = load i32, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %omp_firstchunk.ub = load i32, ptr %p.upperbound, align 4
// CHECK-NEXT:   %19 = add i32 %omp_firstchunk.ub, 1
// CHECK-NEXT:   %omp_chunk.range = sub i32 %19, %omp_firstchunk.lb
// CHECK-NEXT:   %omp_dispatch.stride = load i32, ptr %p.stride, align 4
// CHECK-NEXT:   %20 = sub nuw i32 %omp_loop.tripcount, %omp_firstchunk.lb
// CHECK-NEXT:   %21 = icmp ule i32 %omp_loop.tripcount, %omp_firstchunk.lb
// CHECK-NEXT:   %22 = sub i32 %20, 1
// CHECK-NEXT:   %23 = udiv i32 %22, %omp_dispatch.stride
// CHECK-NEXT:   %24 = add i32 %23, 1
// CHECK-NEXT:   %25 = icmp ule i32 %20, %omp_dispatch.stride
// CHECK-NEXT:   %26 = select i1 %25, i32 1, i32 %24
// CHECK-NEXT:   %omp_dispatch.tripcount = select i1 %21, i32 0, i32 %26
// CHECK-NEXT:   br label %omp_dispatch.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.preheader:                           ; preds = %omp_loop.preheader
// CHECK-NEXT:   br label %omp_dispatch.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.header:                              ; preds = %omp_dispatch.inc, %omp_dispatch.preheader
// CHECK-NEXT:   %omp_dispatch.iv = phi i32 [ 0, %omp_dispatch.preheader ], [ %omp_dispatch.next, %omp_dispatch.inc ]
// CHECK-NEXT:   br label %omp_dispatch.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.cond:                                ; preds = %omp_dispatch.header
// CHECK-NEXT:   %omp_dispatch.cmp = icmp ult i32 %omp_dispatch.iv, %omp_dispatch.tripcount
// CHECK-NEXT:   br i1 %omp_dispatch.cmp, label %omp_dispatch.body, label %omp_dispatch.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.body:                                ; preds = %omp_dispatch.cond
// CHECK-NEXT:   %27 = mul i32 %omp_dispatch.iv, %omp_dispatch.stride
// CHECK-NEXT:   %28 = add i32 %27, %omp_firstchunk.lb
// CHECK-NEXT:   br label %omp_loop.preheader1
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.inc:                                 ; preds = %omp_loop.exit
// CHECK-NEXT:   %omp_dispatch.next = add nuw i32 %omp_dispatch.iv, 1
// CHECK-NEXT:   br label %omp_dispatch.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.exit:                                ; preds = %omp_dispatch.cond
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num)
// CHECK-NEXT:   br label %omp_dispatch.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.after:                               ; preds = %omp_dispatch.exit
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader1:                              ; preds = %omp_dispatch.body
// CHECK-NEXT:   %29 = add i32 %28, %omp_chunk.range
// CHECK-NEXT:   %omp_chunk.is_last = icmp uge i32 %29, %omp_loop.tripcount
// CHECK-NEXT:   %30 = sub i32 %omp_loop.tripcount, %28
// CHECK-NEXT:   %omp_chunk.tripcount = select i1 %omp_chunk.is_last, i32 %30, i32 %omp_chunk.range
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header:                                  ; preds = %omp_loop.inc, %omp_loop.preheader1
// CHECK-NEXT:   %omp_loop.iv = phi i32 [ 0, %omp_loop.preheader1 ], [ %omp_loop.next, %omp_loop.inc ]
// CHECK-NEXT:   br label %omp_loop.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond:                                    ; preds = %omp_loop.header
// CHECK-NEXT:   %omp_loop.cmp = icmp ult i32 %omp_loop.iv, %omp_chunk.tripcount
// CHECK-NEXT:   br i1 %omp_loop.cmp, label %omp_loop.body, label %omp_loop.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   %31 = add i32 %omp_loop.iv, %28
// CHECK-NEXT:   %32 = mul i32 %31, %2
// CHECK-NEXT:   %33 = add i32 %32, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body
// CHECK-NEXT:   call void @body32(i32 %33)
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc:                                     ; preds = %omp.region.cont
// CHECK-NEXT:   %omp_loop.next = add nuw i32 %omp_loop.iv, 1
// CHECK-NEXT:   br label %omp_loop.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit:                                    ; preds = %omp_loop.cond
// CHECK-NEXT:   br label %omp_dispatch.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_dispatch.after
// CHECK-NEXT:   br label %34
// CHECK-EMPTY:
// CHECK-NEXT: 34:                                               ; preds = %omp_loop.after, %5
// CHECK-NEXT:   %35 = icmp slt i32 %2, 0
// CHECK-NEXT:   %36 = sub i32 0, %2
// CHECK-NEXT:   %37 = select i1 %35, i32 %36, i32 %2
// CHECK-NEXT:   %38 = select i1 %35, i32 %1, i32 %0
// CHECK-NEXT:   %39 = select i1 %35, i32 %0, i32 %1
// CHECK-NEXT:   %40 = sub nsw i32 %39, %38
// CHECK-NEXT:   %41 = icmp sle i32 %39, %38
// CHECK-NEXT:   %42 = sub i32 %40, 1
// CHECK-NEXT:   %43 = udiv i32 %42, %37
// CHECK-NEXT:   %44 = add i32 %43, 1
// CHECK-NEXT:   %45 = icmp ule i32 %40, %37
// CHECK-NEXT:   %46 = select i1 %45, i32 1, i32 %44
// CHECK-NEXT:   %omp_loop.tripcount2 = select i1 %41, i32 0, i32 %46
// CHECK-NEXT:   br label %omp_loop.preheader3
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader3:                              ; preds = %34
// CHECK-NEXT:   store i32 0, ptr %p.lowerbound16, align 4
// CHECK-NEXT:   %47 = sub i32 %omp_loop.tripcount2, 1
// CHECK-NEXT:   store i32 %47, ptr %p.upperbound17, align 4
// CHECK-NEXT:   store i32 1, ptr %p.stride18, align 4
// CHECK-NEXT:   %omp_global_thread_num19 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num19, i32 33, ptr %p.lastiter15, ptr %p.lowerbound16, ptr %p.upperbound17, ptr %p.stride18, i32 1, i32 %0)
// CHECK-NEXT:   %omp_firstchunk.lb20 = load i32, ptr %p.lowerbound16, align 4
// CHECK-NEXT:   %omp_firstchunk.ub21 = load i32, ptr %p.upperbound17, align 4
// CHECK-NEXT:   %48 = add i32 %omp_firstchunk.ub21, 1
// CHECK-NEXT:   %omp_chunk.range22 = sub i32 %48, %omp_firstchunk.lb20
// CHECK-NEXT:   %omp_dispatch.stride23 = load i32, ptr %p.stride18, align 4
// CHECK-NEXT:   %49 = sub nuw i32 %omp_loop.tripcount2, %omp_firstchunk.lb20
// CHECK-NEXT:   %50 = icmp ule i32 %omp_loop.tripcount2, %omp_firstchunk.lb20
// CHECK-NEXT:   %51 = sub i32 %49, 1
// CHECK-NEXT:   %52 = udiv i32 %51, %omp_dispatch.stride23
// CHECK-NEXT:   %53 = add i32 %52, 1
// CHECK-NEXT:   %54 = icmp ule i32 %49, %omp_dispatch.stride23
// CHECK-NEXT:   %55 = select i1 %54, i32 1, i32 %53
// CHECK-NEXT:   %omp_dispatch.tripcount25 = select i1 %50, i32 0, i32 %55
// CHECK-NEXT:   br label %omp_dispatch.preheader26
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.preheader26:                         ; preds = %omp_loop.preheader3
// CHECK-NEXT:   br label %omp_dispatch.header27
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.header27:                            ; preds = %omp_dispatch.inc30, %omp_dispatch.preheader26
// CHECK-NEXT:   %omp_dispatch.iv33 = phi i32 [ 0, %omp_dispatch.preheader26 ], [ %omp_dispatch.next35, %omp_dispatch.inc30 ]
// CHECK-NEXT:   br label %omp_dispatch.cond28
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.cond28:                              ; preds = %omp_dispatch.header27
// CHECK-NEXT:   %omp_dispatch.cmp34 = icmp ult i32 %omp_dispatch.iv33, %omp_dispatch.tripcount25
// CHECK-NEXT:   br i1 %omp_dispatch.cmp34, label %omp_dispatch.body29, label %omp_dispatch.exit31
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.body29:                              ; preds = %omp_dispatch.cond28
// CHECK-NEXT:   %56 = mul i32 %omp_dispatch.iv33, %omp_dispatch.stride23
// CHECK-NEXT:   %57 = add i32 %56, %omp_firstchunk.lb20
// CHECK-NEXT:   br label %omp_loop.preheader324
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.inc30:                               ; preds = %omp_loop.exit8
// CHECK-NEXT:   %omp_dispatch.next35 = add nuw i32 %omp_dispatch.iv33, 1
// CHECK-NEXT:   br label %omp_dispatch.header27
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.exit31:                              ; preds = %omp_dispatch.cond28
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num19)
// CHECK-NEXT:   %omp_global_thread_num38 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num38)
// CHECK-NEXT:   br label %omp_dispatch.after32
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.after32:                             ; preds = %omp_dispatch.exit31
// CHECK-NEXT:   br label %omp_loop.after9
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader324:                            ; preds = %omp_dispatch.body29
// CHECK-NEXT:   %58 = add i32 %57, %omp_chunk.range22
// CHECK-NEXT:   %omp_chunk.is_last36 = icmp uge i32 %58, %omp_loop.tripcount2
// CHECK-NEXT:   %59 = sub i32 %omp_loop.tripcount2, %57
// CHECK-NEXT:   %omp_chunk.tripcount37 = select i1 %omp_chunk.is_last36, i32 %59, i32 %omp_chunk.range22
// CHECK-NEXT:   br label %omp_loop.header4
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.header4:                                 ; preds = %omp_loop.inc7, %omp_loop.preheader324
// CHECK-NEXT:   %omp_loop.iv10 = phi i32 [ 0, %omp_loop.preheader324 ], [ %omp_loop.next12, %omp_loop.inc7 ]
// CHECK-NEXT:   br label %omp_loop.cond5
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.cond5:                                   ; preds = %omp_loop.header4
// CHECK-NEXT:   %omp_loop.cmp11 = icmp ult i32 %omp_loop.iv10, %omp_chunk.tripcount37
// CHECK-NEXT:   br i1 %omp_loop.cmp11, label %omp_loop.body6, label %omp_loop.exit8
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body6:                                   ; preds = %omp_loop.cond5
// CHECK-NEXT:   %60 = add i32 %omp_loop.iv10, %57
// CHECK-NEXT:   %61 = mul i32 %60, %2
// CHECK-NEXT:   %62 = add i32 %61, %0
// CHECK-NEXT:   br label %omp.wsloop.region14
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region14:                              ; preds = %omp_loop.body6
// CHECK-NEXT:   call void @body32(i32 %62)
// CHECK-NEXT:   br label %omp.region.cont13
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont13:                                ; preds = %omp.wsloop.region14
// CHECK-NEXT:   br label %omp_loop.inc7
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.inc7:                                    ; preds = %omp.region.cont13
// CHECK-NEXT:   %omp_loop.next12 = add nuw i32 %omp_loop.iv10, 1
// CHECK-NEXT:   br label %omp_loop.header4
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.exit8:                                   ; preds = %omp_loop.cond5
// CHECK-NEXT:   br label %omp_dispatch.inc30
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after9:                                  ; preds = %omp_dispatch.after32
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: define void @collapsed(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4) {
// CHECK-NEXT:   %p.lastiter52 = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound53 = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound54 = alloca i64, align 8
// CHECK-NEXT:   %p.stride55 = alloca i64, align 8
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i64, align 8
// CHECK-NEXT:   %p.upperbound = alloca i64, align 8
// CHECK-NEXT:   %p.stride = alloca i64, align 8
// CHECK-NEXT:   br label %entry
// CHECK-EMPTY:
// CHECK-NEXT: entry:                                            ; preds = %5
// CHECK-NEXT:   %6 = icmp slt i64 %2, 0
// CHECK-NEXT:   %7 = sub i64 0, %2
// CHECK-NEXT:   %8 = select i1 %6, i64 %7, i64 %2
// CHECK-NEXT:   %9 = select i1 %6, i64 %1, i64 %0
// CHECK-NEXT:   %10 = select i1 %6, i64 %0, i64 %1
// CHECK-NEXT:   %11 = sub nsw i64 %10, %9
// CHECK-NEXT:   %12 = icmp slt i64 %10, %9
// CHECK-NEXT:   %13 = udiv i64 %11, %8
// CHECK-NEXT:   %14 = add i64 %13, 1
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %12, i64 0, i64 %14
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %entry
// CHECK-NEXT:   %15 = icmp slt i64 %2, 0
// CHECK-NEXT:   %16 = sub i64 0, %2
// CHECK-NEXT:   %17 = select i1 %15, i64 %16, i64 %2
// CHECK-NEXT:   %18 = select i1 %15, i64 %3, i64 %0
// CHECK-NEXT:   %19 = select i1 %15, i64 %0, i64 %3
// CHECK-NEXT:   %20 = sub nsw i64 %19, %18
// CHECK-NEXT:   %21 = icmp slt i64 %19, %18
// CHECK-NEXT:   %22 = udiv i64 %20, %17
// CHECK-NEXT:   %23 = add i64 %22, 1
// CHECK-NEXT:   %omp_loop.tripcount1 = select i1 %21, i64 0, i64 %23
// CHECK-NEXT:   %24 = icmp slt i64 %2, 0
// CHECK-NEXT:   %25 = sub i64 0, %2
// CHECK-NEXT:   %26 = select i1 %24, i64 %25, i64 %2
// CHECK-NEXT:   %27 = select i1 %24, i64 %1, i64 %3
// CHECK-NEXT:   %28 = select i1 %24, i64 %3, i64 %1
// CHECK-NEXT:   %29 = sub nsw i64 %28, %27
// CHECK-NEXT:   %30 = icmp slt i64 %28, %27
// CHECK-NEXT:   %31 = udiv i64 %29, %26
// CHECK-NEXT:   %32 = add i64 %31, 1
// CHECK-NEXT:   %omp_loop.tripcount12 = select i1 %30, i64 0, i64 %32
// CHECK-NEXT:   %33 = mul nuw i64 %omp_loop.tripcount, %omp_loop.tripcount1
// CHECK-NEXT:   %34 = mul nuw i64 %33, %omp_loop.tripcount12
// CHECK-NEXT:   br label %omp_collapsed.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.preheader:                          ; preds = %omp_loop.preheader
// CHECK-NEXT:   store i64 1, ptr %p.lowerbound, align 4
// CHECK-NEXT:   store i64 %34, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_dispatch_init_8u(ptr @1, i32 %omp_global_thread_num, i32 1073741859, i64 1, i64 %34, i64 1, i64 %4)
// CHECK-NEXT:   br label %omp_collapsed.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.header:                             ; preds = %omp_collapsed.preheader.outer.cond, %omp_collapsed.inc
// CHECK-NEXT:   %omp_collapsed.iv = phi i64 [ %lb, %omp_collapsed.preheader.outer.cond ], [ %omp_collapsed.next, %omp_collapsed.inc ]
// CHECK-NEXT:   br label %omp_collapsed.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.cond:                               ; preds = %omp_collapsed.header
// CHECK-NEXT:   %ub = load i64, ptr %p.upperbound, align 4
// CHECK-NEXT:   %omp_collapsed.cmp = icmp ult i64 %omp_collapsed.iv, %ub
// CHECK-NEXT:   br i1 %omp_collapsed.cmp, label %omp_collapsed.body, label %omp_collapsed.preheader.outer.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.body:                               ; preds = %omp_collapsed.cond
// CHECK-NEXT:   %35 = urem i64 %omp_collapsed.iv, %omp_loop.tripcount12
// CHECK-NEXT:   %36 = udiv i64 %omp_collapsed.iv, %omp_loop.tripcount12
// CHECK-NEXT:   %37 = urem i64 %36, %omp_loop.tripcount1
// CHECK-NEXT:   %38 = udiv i64 %36, %omp_loop.tripcount1
// CHECK-NEXT:   br label %omp_loop.body
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_collapsed.body
// CHECK-NEXT:   %39 = mul i64 %38, %2
// CHECK-NEXT:   %40 = add i64 %39, %0
// CHECK-NEXT:   br label %omp_loop.preheader2
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader2:                              ; preds = %omp_loop.body
// CHECK-NEXT:   br label %omp_loop.body5
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body5:                                   ; preds = %omp_loop.preheader2
// CHECK-NEXT:   %41 = mul i64 %37, %2
// CHECK-NEXT:   %42 = add i64 %41, %0
// CHECK-NEXT:   br label %omp_loop.preheader13
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader13:                             ; preds = %omp_loop.body5
// CHECK-NEXT:   br label %omp_loop.body16
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body16:                                  ; preds = %omp_loop.preheader13
// CHECK-NEXT:   %43 = mul i64 %35, %2
// CHECK-NEXT:   %44 = add i64 %43, %3
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body16
// CHECK-NEXT:   call void @body3(i64 %40, i64 %42, i64 %44)
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.after19
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after19:                                 ; preds = %omp.region.cont
// CHECK-NEXT:   br label %omp_loop.after8
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after8:                                  ; preds = %omp_loop.after19
// CHECK-NEXT:   br label %omp_collapsed.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.inc:                                ; preds = %omp_loop.after8
// CHECK-NEXT:   %omp_collapsed.next = add nuw i64 %omp_collapsed.iv, 1
// CHECK-NEXT:   br label %omp_collapsed.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.exit:                               ; preds = %omp_collapsed.preheader.outer.cond
// CHECK-NEXT:   br label %omp_collapsed.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.after:                              ; preds = %omp_collapsed.exit
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_collapsed.after
// CHECK-NEXT:   %45 = icmp slt i64 %2, 0
// CHECK-NEXT:   %46 = sub i64 0, %2
// CHECK-NEXT:   %47 = select i1 %45, i64 %46, i64 %2
// CHECK-NEXT:   %48 = select i1 %45, i64 %1, i64 %0
// CHECK-NEXT:   %49 = select i1 %45, i64 %0, i64 %1
// CHECK-NEXT:   %50 = sub nsw i64 %49, %48
// CHECK-NEXT:   %51 = icmp sle i64 %49, %48
// CHECK-NEXT:   %52 = sub i64 %50, 1
// CHECK-NEXT:   %53 = udiv i64 %52, %47
// CHECK-NEXT:   %54 = add i64 %53, 1
// CHECK-NEXT:   %55 = icmp ule i64 %50, %47
// CHECK-NEXT:   %56 = select i1 %55, i64 1, i64 %54
// CHECK-NEXT:   %omp_loop.tripcount23 = select i1 %51, i64 0, i64 %56
// CHECK-NEXT:   br label %omp_loop.preheader24
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader24:                             ; preds = %omp_loop.after
// CHECK-NEXT:   %57 = icmp slt i64 %2, 0
// CHECK-NEXT:   %58 = sub i64 0, %2
// CHECK-NEXT:   %59 = select i1 %57, i64 %58, i64 %2
// CHECK-NEXT:   %60 = select i1 %57, i64 %3, i64 %0
// CHECK-NEXT:   %61 = select i1 %57, i64 %0, i64 %3
// CHECK-NEXT:   %62 = sub nsw i64 %61, %60
// CHECK-NEXT:   %63 = icmp sle i64 %61, %60
// CHECK-NEXT:   %64 = sub i64 %62, 1
// CHECK-NEXT:   %65 = udiv i64 %64, %59
// CHECK-NEXT:   %66 = add i64 %65, 1
// CHECK-NEXT:   %67 = icmp ule i64 %62, %59
// CHECK-NEXT:   %68 = select i1 %67, i64 1, i64 %66
// CHECK-NEXT:   %omp_loop.tripcount27 = select i1 %63, i64 0, i64 %68
// CHECK-NEXT:   %69 = mul nuw i64 %omp_loop.tripcount23, %omp_loop.tripcount27
// CHECK-NEXT:   br label %omp_collapsed.preheader42
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.preheader42:                        ; preds = %omp_loop.preheader24
// CHECK-NEXT:   store i64 0, ptr %p.lowerbound53, align 4
// CHECK-NEXT:   %70 = sub i64 %69, 1
// CHECK-NEXT:   store i64 %70, ptr %p.upperbound54, align 4
// CHECK-NEXT:   store i64 1, ptr %p.stride55, align 4
// CHECK-NEXT:   %omp_global_thread_num56 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_8u(ptr @1, i32 %omp_global_thread_num56, i32 33, ptr %p.lastiter52, ptr %p.lowerbound53, ptr %p.upperbound54, ptr %p.stride55, i64 1, i64 %4)
// CHECK-NEXT:   %omp_firstchunk.lb = load i64, ptr %p.lowerbound53, align 4
// CHECK-NEXT:   %omp_firstchunk.ub = load i64, ptr %p.upperbound54, align 4
// CHECK-NEXT:   %71 = add i64 %omp_firstchunk.ub, 1
// CHECK-NEXT:   %omp_chunk.range = sub i64 %71, %omp_firstchunk.lb
// CHECK-NEXT:   %omp_dispatch.stride = load i64, ptr %p.stride55, align 4
// CHECK-NEXT:   %72 = sub nuw i64 %69, %omp_firstchunk.lb
// CHECK-NEXT:   %73 = icmp ule i64 %69, %omp_firstchunk.lb
// CHECK-NEXT:   %74 = sub i64 %72, 1
// CHECK-NEXT:   %75 = udiv i64 %74, %omp_dispatch.stride
// CHECK-NEXT:   %76 = add i64 %75, 1
// CHECK-NEXT:   %77 = icmp ule i64 %72, %omp_dispatch.stride
// CHECK-NEXT:   %78 = select i1 %77, i64 1, i64 %76
// CHECK-NEXT:   %omp_dispatch.tripcount = select i1 %73, i64 0, i64 %78
// CHECK-NEXT:   br label %omp_dispatch.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.preheader:                           ; preds = %omp_collapsed.preheader42
// CHECK-NEXT:   br label %omp_dispatch.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.header:                              ; preds = %omp_dispatch.inc, %omp_dispatch.preheader
// CHECK-NEXT:   %omp_dispatch.iv = phi i64 [ 0, %omp_dispatch.preheader ], [ %omp_dispatch.next, %omp_dispatch.inc ]
// CHECK-NEXT:   br label %omp_dispatch.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.cond:                                ; preds = %omp_dispatch.header
// CHECK-NEXT:   %omp_dispatch.cmp = icmp ult i64 %omp_dispatch.iv, %omp_dispatch.tripcount
// CHECK-NEXT:   br i1 %omp_dispatch.cmp, label %omp_dispatch.body, label %omp_dispatch.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.body:                                ; preds = %omp_dispatch.cond
// CHECK-NEXT:   %79 = mul i64 %omp_dispatch.iv, %omp_dispatch.stride
// CHECK-NEXT:   %80 = add i64 %79, %omp_firstchunk.lb
// CHECK-NEXT:   br label %omp_collapsed.preheader4257
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.inc:                                 ; preds = %omp_collapsed.exit47
// CHECK-NEXT:   %omp_dispatch.next = add nuw i64 %omp_dispatch.iv, 1
// CHECK-NEXT:   br label %omp_dispatch.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.exit:                                ; preds = %omp_dispatch.cond
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num56)
// CHECK-NEXT:   %omp_global_thread_num58 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num58)
// CHECK-NEXT:   br label %omp_dispatch.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_dispatch.after:                               ; preds = %omp_dispatch.exit
// CHECK-NEXT:   br label %omp_collapsed.after48
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.preheader4257:                      ; preds = %omp_dispatch.body
// CHECK-NEXT:   %81 = add i64 %80, %omp_chunk.range
// CHECK-NEXT:   %omp_chunk.is_last = icmp uge i64 %81, %69
// CHECK-NEXT:   %82 = sub i64 %69, %80
// CHECK-NEXT:   %omp_chunk.tripcount = select i1 %omp_chunk.is_last, i64 %82, i64 %omp_chunk.range
// CHECK-NEXT:   br label %omp_collapsed.header43
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.header43:                           ; preds = %omp_collapsed.inc46, %omp_collapsed.preheader4257
// CHECK-NEXT:   %omp_collapsed.iv49 = phi i64 [ 0, %omp_collapsed.preheader4257 ], [ %omp_collapsed.next51, %omp_collapsed.inc46 ]
// CHECK-NEXT:   br label %omp_collapsed.cond44
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.cond44:                             ; preds = %omp_collapsed.header43
// CHECK-NEXT:   %omp_collapsed.cmp50 = icmp ult i64 %omp_collapsed.iv49, %omp_chunk.tripcount
// CHECK-NEXT:   br i1 %omp_collapsed.cmp50, label %omp_collapsed.body45, label %omp_collapsed.exit47
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.body45:                             ; preds = %omp_collapsed.cond44
// CHECK-NEXT:   %83 = add i64 %omp_collapsed.iv49, %80
// CHECK-NEXT:   %84 = urem i64 %83, %omp_loop.tripcount27
// CHECK-NEXT:   %85 = udiv i64 %83, %omp_loop.tripcount27
// CHECK-NEXT:   br label %omp_loop.body25
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body25:                                  ; preds = %omp_collapsed.body45
// CHECK-NEXT:   %86 = mul i64 %85, %2
// CHECK-NEXT:   %87 = add i64 %86, %0
// CHECK-NEXT:   br label %omp_loop.preheader28
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader28:                             ; preds = %omp_loop.body25
// CHECK-NEXT:   br label %omp_loop.body31
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body31:                                  ; preds = %omp_loop.preheader28
// CHECK-NEXT:   %88 = mul i64 %84, %2
// CHECK-NEXT:   %89 = add i64 %88, %0
// CHECK-NEXT:   br label %omp.wsloop.region39
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region41:                              ; preds = %omp.wsloop.region40, %omp.wsloop.region39
// CHECK-NEXT:   br label %omp.region.cont38
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region40:                              ; preds = %omp.wsloop.region39
// CHECK-NEXT:   call void @body3(i64 %87, i64 %89, i64 %89)
// CHECK-NEXT:   br label %omp.wsloop.region41
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region39:                              ; preds = %omp_loop.body31
// CHECK-NEXT:   %90 = icmp eq i64 %87, %89
// CHECK-NEXT:   br i1 %90, label %omp.wsloop.region40, label %omp.wsloop.region41
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont38:                                ; preds = %omp.wsloop.region41
// CHECK-NEXT:   br label %omp_loop.after34
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after34:                                 ; preds = %omp.region.cont38
// CHECK-NEXT:   br label %omp_collapsed.inc46
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.inc46:                              ; preds = %omp_loop.after34
// CHECK-NEXT:   %omp_collapsed.next51 = add nuw i64 %omp_collapsed.iv49, 1
// CHECK-NEXT:   br label %omp_collapsed.header43
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.exit47:                             ; preds = %omp_collapsed.cond44
// CHECK-NEXT:   br label %omp_dispatch.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.after48:                            ; preds = %omp_dispatch.after
// CHECK-NEXT:   br label %omp_loop.after26
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after26:                                 ; preds = %omp_collapsed.after48
// CHECK-NEXT:   ret void
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.preheader.outer.cond:               ; preds = %omp_collapsed.cond, %omp_collapsed.preheader
// CHECK-NEXT:   %91 = call i32 @__kmpc_dispatch_next_8u(ptr @1, i32 %omp_global_thread_num, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride)
// CHECK-NEXT:   %92 = icmp ne i32 %91, 0
// CHECK-NEXT:   %93 = load i64, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %lb = sub i64 %93, 1
// CHECK-NEXT:   br i1 %92, label %omp_collapsed.header, label %omp_collapsed.exit
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: declare void @body3(i64, i64, i64)
// CHECK-EMPTY:
// CHECK-NEXT: define void @collapsed_i32(i32 %0, i32 %1, i32 %2, i32 %3) {
// CHECK-NEXT:   %p.lastiter = alloca i32, align 4
// CHECK-NEXT:   %p.lowerbound = alloca i32, align 4
// CHECK-NEXT:   %p.upperbound = alloca i32, align 4
// CHECK-NEXT:   %p.stride = alloca i32, align 4
// CHECK-NEXT:   br label %entry
// CHECK-EMPTY:
// CHECK-NEXT: entry:                                            ; preds = %4
// CHECK-NEXT:   %5 = icmp slt i32 %2, 0
// CHECK-NEXT:   %6 = sub i32 0, %2
// CHECK-NEXT:   %7 = select i1 %5, i32 %6, i32 %2
// CHECK-NEXT:   %8 = select i1 %5, i32 %1, i32 %0
// CHECK-NEXT:   %9 = select i1 %5, i32 %0, i32 %1
// CHECK-NEXT:   %10 = sub nsw i32 %9, %8
// CHECK-NEXT:   %11 = icmp sle i32 %9, %8
// CHECK-NEXT:   %12 = sub i32 %10, 1
// CHECK-NEXT:   %13 = udiv i32 %12, %7
// CHECK-NEXT:   %14 = add i32 %13, 1
// CHECK-NEXT:   %15 = icmp ule i32 %10, %7
// CHECK-NEXT:   %16 = select i1 %15, i32 1, i32 %14
// CHECK-NEXT:   %omp_loop.tripcount = select i1 %11, i32 0, i32 %16
// CHECK-NEXT:   br label %omp_loop.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader:                               ; preds = %entry
// CHECK-NEXT:   %17 = icmp slt i32 %2, 0
// CHECK-NEXT:   %18 = sub i32 0, %2
// CHECK-NEXT:   %19 = select i1 %17, i32 %18, i32 %2
// CHECK-NEXT:   %20 = select i1 %17, i32 %3, i32 %0
// CHECK-NEXT:   %21 = select i1 %17, i32 %0, i32 %3
// CHECK-NEXT:   %22 = sub nsw i32 %21, %20
// CHECK-NEXT:   %23 = icmp sle i32 %21, %20
// CHECK-NEXT:   %24 = sub i32 %22, 1
// CHECK-NEXT:   %25 = udiv i32 %24, %19
// CHECK-NEXT:   %26 = add i32 %25, 1
// CHECK-NEXT:   %27 = icmp ule i32 %22, %19
// CHECK-NEXT:   %28 = select i1 %27, i32 1, i32 %26
// CHECK-NEXT:   %omp_loop.tripcount1 = select i1 %23, i32 0, i32 %28
// CHECK-NEXT:   %29 = mul nuw i32 %omp_loop.tripcount, %omp_loop.tripcount1
// CHECK-NEXT:   br label %omp_collapsed.preheader
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.preheader:                          ; preds = %omp_loop.preheader
// CHECK-NEXT:   store i32 0, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %30 = sub i32 %29, 1
// CHECK-NEXT:   store i32 %30, ptr %p.upperbound, align 4
// CHECK-NEXT:   store i32 1, ptr %p.stride, align 4
// CHECK-NEXT:   %omp_global_thread_num = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_for_static_init_4u(ptr @1, i32 %omp_global_thread_num, i32 34, ptr %p.lastiter, ptr %p.lowerbound, ptr %p.upperbound, ptr %p.stride, i32 1, i32 0)
// CHECK-NEXT:   %31 = load i32, ptr %p.lowerbound, align 4
// CHECK-NEXT:   %32 = load i32, ptr %p.upperbound, align 4
// CHECK-NEXT:   %33 = sub i32 %32, %31
// CHECK-NEXT:   %34 = add i32 %33, 1
// CHECK-NEXT:   br label %omp_collapsed.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.header:                             ; preds = %omp_collapsed.inc, %omp_collapsed.preheader
// CHECK-NEXT:   %omp_collapsed.iv = phi i32 [ 0, %omp_collapsed.preheader ], [ %omp_collapsed.next, %omp_collapsed.inc ]
// CHECK-NEXT:   br label %omp_collapsed.cond
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.cond:                               ; preds = %omp_collapsed.header
// CHECK-NEXT:   %omp_collapsed.cmp = icmp ult i32 %omp_collapsed.iv, %34
// CHECK-NEXT:   br i1 %omp_collapsed.cmp, label %omp_collapsed.body, label %omp_collapsed.exit
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.body:                               ; preds = %omp_collapsed.cond
// CHECK-NEXT:   %35 = add i32 %omp_collapsed.iv, %31
// CHECK-NEXT:   %36 = urem i32 %35, %omp_loop.tripcount1
// CHECK-NEXT:   %37 = udiv i32 %35, %omp_loop.tripcount1
// CHECK-NEXT:   br label %omp_loop.body
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body:                                    ; preds = %omp_collapsed.body
// CHECK-NEXT:   %38 = mul i32 %37, %2
// CHECK-NEXT:   %39 = add i32 %38, %0
// CHECK-NEXT:   br label %omp_loop.preheader2
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.preheader2:                              ; preds = %omp_loop.body
// CHECK-NEXT:   br label %omp_loop.body5
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.body5:                                   ; preds = %omp_loop.preheader2
// CHECK-NEXT:   %40 = mul i32 %36, %2
// CHECK-NEXT:   %41 = add i32 %40, %0
// CHECK-NEXT:   br label %omp.wsloop.region
// CHECK-EMPTY:
// CHECK-NEXT: omp.wsloop.region:                                ; preds = %omp_loop.body5
// CHECK-NEXT:   call void @body32(i32 %41)
// CHECK-NEXT:   br label %omp.region.cont
// CHECK-EMPTY:
// CHECK-NEXT: omp.region.cont:                                  ; preds = %omp.wsloop.region
// CHECK-NEXT:   br label %omp_loop.after8
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after8:                                  ; preds = %omp.region.cont
// CHECK-NEXT:   br label %omp_collapsed.inc
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.inc:                                ; preds = %omp_loop.after8
// CHECK-NEXT:   %omp_collapsed.next = add nuw i32 %omp_collapsed.iv, 1
// CHECK-NEXT:   br label %omp_collapsed.header
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.exit:                               ; preds = %omp_collapsed.cond
// CHECK-NEXT:   call void @__kmpc_for_static_fini(ptr @1, i32 %omp_global_thread_num)
// CHECK-NEXT:   %omp_global_thread_num12 = call i32 @__kmpc_global_thread_num(ptr @1)
// CHECK-NEXT:   call void @__kmpc_barrier(ptr @2, i32 %omp_global_thread_num12)
// CHECK-NEXT:   br label %omp_collapsed.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_collapsed.after:                              ; preds = %omp_collapsed.exit
// CHECK-NEXT:   br label %omp_loop.after
// CHECK-EMPTY:
// CHECK-NEXT: omp_loop.after:                                   ; preds = %omp_collapsed.after
// CHECK-NEXT:   ret void
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_for_static_init_4u(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_for_static_fini(ptr, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare i32 @__kmpc_global_thread_num(ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_for_static_init_8u(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: convergent nounwind
// CHECK-NEXT: declare void @__kmpc_barrier(ptr, i32) #1
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_dispatch_init_4u(ptr, i32, i32, i32, i32, i32, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare i32 @__kmpc_dispatch_next_4u(ptr, i32, ptr, ptr, ptr, ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_dispatch_init_8u(ptr, i32, i32, i64, i64, i64, i64) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare i32 @__kmpc_dispatch_next_8u(ptr, i32, ptr, ptr, ptr, ptr) #0
// CHECK-EMPTY:
// CHECK-NEXT: ; Function Attrs: nounwind
// CHECK-NEXT: declare void @__kmpc_dispatch_fini_8u(ptr, i32) #0
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { nounwind }
// CHECK-NEXT: attributes #1 = { convergent nounwind }
// CHECK-EMPTY:
// CHECK-NEXT: !llvm.module.flags = !{!0}
// CHECK-EMPTY:
// CHECK-NEXT: !0 = !{i32 2, !"Debug Info Version", i32 3}

// Static schedule, i32, inclusive bound, nowait: no barrier.
llvm.func @static_i32(%lb: i32, %ub: i32, %st: i32) {
  omp.wsloop nowait {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%st) {
      llvm.call @body32(%i) : (i32) -> ()
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}
llvm.func @body32(i32)

// Two loops after a branch (no `entry` block), a constant step folded.
llvm.func @two_static(%lb: i64, %ub: i64) {
  %c = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^bb1
^bb1:
  omp.wsloop {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) step (%c) {
      llvm.call @body64(%i) : (i64) -> ()
      omp.yield
    }
    omp.terminator
  }
  omp.wsloop schedule(static, monotonic) {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) step (%c) {
      llvm.call @body64(%i) : (i64) -> ()
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}
llvm.func @body64(i64)

// Dynamic schedule with a chunk truncated to the induction type; the loop
// splits the block whose successor takes an argument, and a body with
// several blocks.
llvm.func @dynamic_phis(%lb: i32, %ub: i32, %st: i32, %c: i64, %b: i1) -> i32 {
  llvm.cond_br %b, ^bb1, ^bb2(%lb : i32)
^bb1:
  omp.wsloop schedule(dynamic = %c : i64) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%st) {
      %x = llvm.add %i, %i : i32
      llvm.cond_br %b, ^a(%x : i32), ^b
    ^a(%y: i32):
      llvm.br ^b
    ^b:
      omp.yield
    }
    omp.terminator
  }
  llvm.br ^bb2(%ub : i32)
^bb2(%r: i32):
  llvm.return %r : i32
}

// Allocas stay before the loop bounds' ones; ordered guided simd, runtime
// nonmonotonic, auto, a loop inside a loop's body, explicit barriers.
llvm.func @schedules(%lb: i64, %ub: i64, %st: i64, %c: i32) {
  %a = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %b = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  omp.wsloop schedule(guided = %c : i32, simd) ordered(0) {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) step (%st) {
      llvm.store %i, %b : i64, !llvm.ptr
      omp.yield
    }
    omp.terminator
  }
  omp.wsloop schedule(runtime, nonmonotonic) nowait {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) inclusive step (%st) {
      omp.wsloop schedule(auto) {
        omp.loop_nest (%j) : i64 = (%lb) to (%i) step (%st) {
          omp.barrier
          omp.yield
        }
        omp.terminator
      }
      omp.yield
    }
    omp.terminator
  }
  omp.barrier
  llvm.return
}

// Static schedule with a chunk size: the omp_dispatch loop over this
// thread's chunks; the bounds' allocas go first in the entry block.
llvm.func @static_chunked(%lb: i32, %ub: i32, %st: i32, %c: i64, %b: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  llvm.cond_br %b, ^bb1, ^bb2
^bb1:
  omp.wsloop schedule(static = %c : i64) nowait {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) inclusive step (%st) {
      llvm.call @body32(%i) : (i32) -> ()
      omp.yield
    }
    omp.terminator
  }
  llvm.br ^bb2
^bb2:
  omp.wsloop schedule(static = %lb : i32, nonmonotonic) {
    omp.loop_nest (%i) : i32 = (%lb) to (%ub) step (%st) {
      llvm.call @body32(%i) : (i32) -> ()
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}

// Collapsed nests (collapseLoops): one omp_collapsed loop over the product
// of the trip counts; three loops with a dynamic schedule, two with a
// static chunked one and a body of several blocks.
llvm.func @collapsed(%lb: i64, %ub: i64, %st: i64, %ub2: i64, %c: i64) {
  omp.wsloop schedule(dynamic = %c : i64) nowait {
    omp.loop_nest (%i, %j, %k) : i64 = (%lb, %lb, %ub2) to (%ub, %ub2, %ub) inclusive step (%st, %st, %st) {
      llvm.call @body3(%i, %j, %k) : (i64, i64, i64) -> ()
      omp.yield
    }
    omp.terminator
  }
  omp.wsloop schedule(static = %c : i64) {
    omp.loop_nest (%i, %j) : i64 = (%lb, %lb) to (%ub, %ub2) step (%st, %st) {
      %c0 = llvm.icmp "eq" %i, %j : i64
      llvm.cond_br %c0, ^a, ^b
    ^a:
      llvm.call @body3(%i, %j, %j) : (i64, i64, i64) -> ()
      llvm.br ^b
    ^b:
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}
llvm.func @body3(i64, i64, i64)

llvm.func @collapsed_i32(%lb: i32, %ub: i32, %st: i32, %ub2: i32) {
  omp.wsloop {
    omp.loop_nest (%i, %j) : i32 = (%lb, %lb) to (%ub, %ub2) step (%st, %st) {
      llvm.call @body32(%j) : (i32) -> ()
      omp.yield
    }
    omp.terminator
  }
  llvm.return
}
