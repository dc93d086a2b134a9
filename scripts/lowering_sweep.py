#!/usr/bin/env python3
"""The lowering sweep of issue 13: small inputs for every op of func, cf,
memref, index, arith, math, complex and ub (type variants, a DLTI module
with 32-bit indices, unranked memrefs, memory spaces, vectors), run through
their conversion passes and options by llmir-opt and mlir-opt-19, compared
byte for byte (output and diagnostics).

    python3 scripts/lowering_sweep.py [FILTER]

FILTER keeps the cases whose name contains it. Inputs and the reference's
outputs are cached under $LOWERING_SWEEP_DIR (default /tmp/llmir-lowering-sweep);
the differing (case, passes) pairs are written to diffs*.txt there. Needs
mlir-opt-19 and a release build of llmir-opt. About two minutes on two cores.
"""
import os
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = os.environ.get("LOWERING_SWEEP_DIR", "/tmp/llmir-lowering-sweep")

def generate():
    """Generate sweep inputs: one file per (op, type variant); pass lists per dialect."""
    out = f"{BASE}/cases"
    os.makedirs(out, exist_ok=True)
    cases = []  # (name, text, passes)
    DL32 = 'module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i32>>} {\n%s\n}'
    def add(name, body, passes, dl=True):
        cases.append((name, body, passes))
        if dl:
            cases.append((name + "_dl32", DL32 % body, passes))

    INT = ["i32", "i8", "index", "vector<4xi32>", "vector<2x3xi64>", "vector<[4]xi32>", "vector<4xindex>"]
    FLT = ["f32", "f16", "bf16", "f64", "vector<4xf32>", "vector<2x3xf64>", "vector<[4]xf32>"]
    ARITHP = ["-convert-func-to-llvm=index-bitwidth=32 -convert-arith-to-llvm=index-bitwidth=32 -reconcile-unrealized-casts", "-convert-func-to-llvm -convert-arith-to-llvm", "-convert-arith-to-llvm -convert-func-to-llvm", "-convert-arith-to-llvm", "-convert-arith-to-llvm=index-bitwidth=32", "-convert-to-llvm"]
    def f1(ty, op, n=2, extra=""):
        args = ", ".join(f"%a{i}: {ty}" for i in range(n))
        ops = ", ".join(f"%a{i}" for i in range(n))
        return f"func.func @f({args}) -> {ty} {{\n  %0 = {op} {ops}{extra} : {ty}\n  return %0 : {ty}\n}}"
    for op in "addi subi muli divsi divui ceildivsi ceildivui floordivsi remsi remui andi ori xori shli shrsi shrui maxsi maxui minsi minui".split():
        for ty in INT:
            add(f"arith_{op}_{ty}", f1(ty, "arith." + op), ARITHP, dl=(ty == "index" or "index" in ty))
    for op in ["addi", "muli", "shli", "subi"]:
        add(f"arith_{op}_ovf", f1("i32", "arith." + op, extra=" overflow<nsw, nuw>"), ARITHP, dl=False)
    for op in "addf subf mulf divf remf maximumf minimumf maxnumf minnumf".split():
        for ty in FLT:
            add(f"arith_{op}_{ty}", f1(ty, "arith." + op), ARITHP, dl=False)
        add(f"arith_{op}_fm", f1("f32", "arith." + op, extra=" fastmath<fast>"), ARITHP, dl=False)
    for ty in FLT:
        add(f"arith_negf_{ty}", f1(ty, "arith.negf", 1), ARITHP, dl=False)
    def cast(op, a, b, dl=False):
        add(f"arith_{op}_{a}_{b}", f"func.func @f(%a: {a}) -> {b} {{\n  %0 = arith.{op} %a : {a} to {b}\n  return %0 : {b}\n}}", ARITHP, dl=dl)
    for a, b in [("i8","i32"),("vector<4xi8>","vector<4xi32>"),("vector<2x2xi1>","vector<2x2xi64>")]:
        cast("extsi", a, b); cast("extui", a, b); cast("trunci", b, a)
    for a, b in [("f16","f32"),("vector<4xf16>","vector<4xf32>"),("bf16","f64")]:
        cast("extf", a, b); cast("truncf", b, a)
    for a, b in [("i32","f32"),("vector<4xi32>","vector<4xf32>"),("i1","f64"),("vector<2x2xi8>","vector<2x2xf16>")]:
        for op in ["sitofp","uitofp"]: cast(op, a, b)
        for op in ["fptosi","fptoui"]: cast(op, b, a)
    for a, b in [("i32","f32"),("vector<4xi32>","vector<4xf32>"),("f64","i64"),("vector<2x2xf16>","vector<2x2xi16>")]:
        cast("bitcast", a, b)
    for a, b in [("i32","index"),("index","i64"),("index","i16"),("i64","index"),("vector<4xi32>","vector<4xindex>"),("vector<4xindex>","vector<4xi8>"),("index","i32")]:
        cast("index_cast", a, b, dl=True); cast("index_castui", a, b, dl=True)
    for ty in INT:
        for p in ["eq","slt","uge"]:
            add(f"arith_cmpi_{p}_{ty}", f"func.func @f(%a: {ty}, %b: {ty}) {{\n  %0 = arith.cmpi {p}, %a, %b : {ty}\n  \"test.use\"(%0) : ({ty.replace('i32','i1').replace('i64','i1').replace('index','i1').replace('i8','i1') if 'vector' in ty else 'i1'}) -> ()\n  return\n}}", ARITHP, dl=("index" in ty))
    for ty in FLT:
        for p in ["oeq","ult","true","false","uno"]:
            rt = "i1" if "vector" not in ty else ty.replace("f32","i1").replace("f64","i1")
            add(f"arith_cmpf_{p}_{ty}", f"func.func @f(%a: {ty}, %b: {ty}) -> {rt} {{\n  %0 = arith.cmpf {p}, %a, %b : {ty}\n  return %0 : {rt}\n}}", ARITHP, dl=False)
    for ty in ["i32", "f32", "index", "vector<4xf32>", "vector<2x2xi32>", "memref<4xf32>"]:
        add(f"arith_select_{ty}", f"func.func @f(%c: i1, %a: {ty}, %b: {ty}) -> {ty} {{\n  %0 = arith.select %c, %a, %b : {ty}\n  return %0 : {ty}\n}}", ARITHP, dl=(ty=="index"))
    add("arith_select_vcond", "func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {\n  %0 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>\n  return %0 : vector<4xi32>\n}", ARITHP, dl=False)
    for v, ty in [("42", "i32"), ("1.5", "f32"), ("7", "index"), ("dense<[1,2]>", "vector<2xi32>"), ("dense<1.0>", "vector<2x3xf32>"), ("dense<3>", "vector<4xindex>"), ("dense<[[1,2],[3,4]]>", "tensor<2x2xi32>"), ("true", "i1")]:
        add(f"arith_constant_{ty}", f"func.func @f() -> {ty} {{\n  %0 = arith.constant {v} : {ty}\n  return %0 : {ty}\n}}", ARITHP, dl=("index" in ty))
    for op in ["addui_extended"]:
        for ty in ["i32", "vector<4xi32>", "vector<2x2xi32>"]:
            b = ty.replace("i32", "i1")
            add(f"arith_{op}_{ty}", f"func.func @f(%a: {ty}, %b: {ty}) -> ({ty}, {b}) {{\n  %0:2 = arith.{op} %a, %b : {ty}, {b}\n  return %0#0, %0#1 : {ty}, {b}\n}}", ARITHP, dl=False)
    for op in ["mulsi_extended", "mului_extended"]:
        for ty in ["i32", "vector<4xi32>", "vector<2x2xi32>", "index"]:
            add(f"arith_{op}_{ty}", f"func.func @f(%a: {ty}, %b: {ty}) -> ({ty}, {ty}) {{\n  %0:2 = arith.{op} %a, %b : {ty}\n  return %0#0, %0#1 : {ty}, {ty}\n}}", ARITHP, dl=(ty=="index"))
    # math
    MATHP = ["-convert-func-to-llvm -convert-math-to-llvm", "-convert-math-to-llvm", "-convert-math-to-llvm=approximate-log1p=false", "-convert-to-llvm", "-convert-math-to-libm"]
    for op in "absf acos acosh asin asinh atan atanh cbrt ceil cos cosh erf exp2 expm1 exp floor log10 log1p log2 log roundeven round rsqrt sin sinh sqrt tan tanh trunc".split():
        for ty in ["f32", "f64", "f16", "vector<4xf32>", "vector<2x3xf32>", "vector<[4]xf32>"]:
            add(f"math_{op}_{ty}", f1(ty, "math." + op, 1), MATHP, dl=False)
        add(f"math_{op}_fm", f1("f32", "math." + op, 1, " fastmath<fast>"), MATHP, dl=False)
    for op in "atan2 copysign powf".split():
        for ty in ["f32", "f64", "vector<4xf32>", "vector<2x3xf32>"]:
            add(f"math_{op}_{ty}", f1(ty, "math." + op, 2), MATHP, dl=False)
    for ty in ["f32", "f64", "vector<4xf32>", "vector<2x3xf32>"]:
        add(f"math_fma_{ty}", f1(ty, "math.fma", 3), MATHP, dl=False)
    for op in "absi ctlz cttz ctpop".split():
        for ty in ["i32", "i8", "vector<4xi32>", "vector<2x3xi16>"]:
            add(f"math_{op}_{ty}", f1(ty, "math." + op, 1), MATHP, dl=False)
    for ty in ["i32", "vector<4xi32>"]:
        add(f"math_ipowi_{ty}", f1(ty, "math.ipowi", 2), MATHP, dl=False)
    for a, b in [("f32", "i32"), ("f64", "i64"), ("vector<4xf32>", "vector<4xi32>")]:
        add(f"math_fpowi_{a}", f"func.func @f(%a: {a}, %b: {b}) -> {a} {{\n  %0 = math.fpowi %a, %b : {a}, {b}\n  return %0 : {a}\n}}", MATHP, dl=False)
    for ty in ["f32", "vector<4xf32>"]:
        for op in ["isnan", "isinf", "isfinite", "isnormal"]:
            rt = ty.replace("f32", "i1")
            add(f"math_{op}_{ty}", f"func.func @f(%a: {ty}) -> {rt} {{\n  %0 = math.{op} %a : {ty}\n  return %0 : {rt}\n}}", MATHP, dl=False)
    # index
    INDEXP = ["-convert-func-to-llvm -convert-index-to-llvm", "-convert-index-to-llvm -convert-func-to-llvm", "-convert-index-to-llvm", "-convert-index-to-llvm=index-bitwidth=32", "-convert-to-llvm", "-canonicalize"]
    for op in "add sub mul divs divu ceildivs ceildivu floordivs rems remu maxs maxu mins minu shl shrs shru and or xor".split():
        add(f"index_{op}", f"func.func @f(%a: index, %b: index) -> index {{\n  %0 = index.{op} %a, %b\n  return %0 : index\n}}", INDEXP)
        for x, y in [(7, 3), (-7, 2), (5, 0), (-1, 63), (4294967296, 2), (1, 33), (-2147483648, -1), (0x7fffffff, 1)]:
            add(f"index_fold_{op}_{x}_{y}".replace("-", "m"), f"func.func @f() -> index {{\n  %a = index.constant {x}\n  %b = index.constant {y}\n  %0 = index.{op} %a, %b\n  return %0 : index\n}}", ["-canonicalize"], dl=False)
    for p in "eq ne slt sle sgt sge ult ule ugt uge".split():
        add(f"index_cmp_{p}", f"func.func @f(%a: index, %b: index) -> i1 {{\n  %0 = index.cmp {p}(%a, %b)\n  return %0 : i1\n}}", INDEXP)
        for x, y in [(1, 2), (-1, 1), (4294967296, 0), (3, 3)]:
            add(f"index_fold_cmp_{p}_{x}_{y}".replace("-", "m"), f"func.func @f() -> i1 {{\n  %a = index.constant {x}\n  %b = index.constant {y}\n  %0 = index.cmp {p}(%a, %b)\n  return %0 : i1\n}}", ["-canonicalize"], dl=False)
    for op in ["casts", "castu"]:
        for a, b in [("i32", "index"), ("index", "i64"), ("index", "i8"), ("i64", "index"), ("i16", "index"), ("index", "i32")]:
            add(f"index_{op}_{a}_{b}", f"func.func @f(%a: {a}) -> {b} {{\n  %0 = index.{op} %a : {a} to {b}\n  return %0 : {b}\n}}", INDEXP)
        for v in ["-1", "300", "4294967297"]:
            add(f"index_fold_{op}_{v}".replace("-", "m"), f"func.func @f() -> (i8, i64) {{\n  %a = index.constant {v}\n  %0 = index.{op} %a : index to i8\n  %1 = index.{op} %a : index to i64\n  return %0, %1 : i8, i64\n}}", ["-canonicalize"], dl=False)
            add(f"index_fold_{op}_in_{v}".replace("-", "m"), f"func.func @f() -> index {{\n  %a = arith.constant {v} : i64\n  %0 = index.{op} %a : i64 to index\n  return %0 : index\n}}", ["-canonicalize"], dl=False)
    add("index_sizeof", "func.func @f() -> index {\n  %0 = index.sizeof\n  return %0 : index\n}", INDEXP)
    add("index_constant", "func.func @f() -> (index, i1, index) {\n  %0 = index.constant 42\n  %1 = index.bool.constant true\n  %2 = index.constant -5\n  return %0, %1, %2 : index, i1, index\n}", INDEXP)
    add("index_canon_chain", "func.func @f(%x: index) -> (index, index, index, index) {\n  %a = index.constant 3\n  %b = index.constant 4\n  %0 = index.add %x, %a\n  %1 = index.add %0, %b\n  %2 = index.mul %x, %a\n  %3 = index.mul %2, %b\n  %4 = index.sub %x, %x\n  %5 = index.maxs %x, %a\n  %6 = index.maxs %5, %b\n  return %1, %3, %4, %6 : index, index, index, index\n}", ["-canonicalize"], dl=False)
    add("index_canon_cmp", "func.func @f(%x: index, %y: index) -> (i1, i1, i1) {\n  %c = index.constant 0\n  %s = index.sub %x, %y\n  %0 = index.cmp slt(%s, %c)\n  %1 = index.cmp eq(%x, %x)\n  %2 = index.cmp ult(%x, %x)\n  return %0, %1, %2 : i1, i1, i1\n}", ["-canonicalize"], dl=False)
    add("index_canon_ident", "func.func @f(%x: index) -> (index, index, index, index, index, index) {\n  %c0 = index.constant 0\n  %c1 = index.constant 1\n  %0 = index.add %x, %c0\n  %1 = index.mul %x, %c1\n  %2 = index.mul %x, %c0\n  %3 = index.divs %x, %c1\n  %4 = index.sub %x, %c0\n  %5 = index.and %x, %c0\n  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index\n}", ["-canonicalize"], dl=False)
    # complex
    CPXP = ["-convert-func-to-llvm -convert-complex-to-llvm", "-convert-complex-to-llvm -convert-func-to-llvm", "-convert-complex-to-llvm", "-convert-to-llvm", "-convert-complex-to-llvm=complex-range=basic"]
    for op in "add sub mul div".split():
        for ty in ["f32", "f64"]:
            add(f"complex_{op}_{ty}", f1(f"complex<{ty}>", "complex." + op, 2), CPXP, dl=False)
        add(f"complex_{op}_fm", f1("complex<f32>", "complex." + op, 2, " fastmath<nnan,contract>"), CPXP, dl=False)
    for op in "conj neg exp log sqrt sin cos tan tanh rsqrt sign log1p expm1".split():
        add(f"complex_{op}", f1("complex<f32>", "complex." + op, 1), CPXP, dl=False)
    add("complex_pow", f1("complex<f32>", "complex.pow", 2), CPXP, dl=False)
    for op in ["abs", "angle", "re", "im"]:
        for ty in ["f32", "f64"]:
            add(f"complex_{op}_{ty}", f"func.func @f(%a: complex<{ty}>) -> {ty} {{\n  %0 = complex.{op} %a : complex<{ty}>\n  return %0 : {ty}\n}}", CPXP, dl=False)
        add(f"complex_{op}_fm", f"func.func @f(%a: complex<f32>) -> f32 {{\n  %0 = complex.{op} %a fastmath<nnan> : complex<f32>\n  return %0 : f32\n}}", CPXP, dl=False)
    add("complex_create", "func.func @f(%a: f32, %b: f32) -> complex<f32> {\n  %0 = complex.create %a, %b : complex<f32>\n  return %0 : complex<f32>\n}", CPXP, dl=False)
    add("complex_constant", "func.func @f() -> complex<f64> {\n  %0 = complex.constant [1.0, 2.0] : complex<f64>\n  return %0 : complex<f64>\n}", CPXP, dl=False)
    for op in ["eq", "neq"]:
        add(f"complex_{op}", f"func.func @f(%a: complex<f32>, %b: complex<f32>) -> i1 {{\n  %0 = complex.{op} %a, %b : complex<f32>\n  return %0 : i1\n}}", CPXP, dl=False)
    add("complex_bitcast", "func.func @f(%a: complex<f32>) -> i64 {\n  %0 = complex.bitcast %a : complex<f32> to i64\n  return %0 : i64\n}", CPXP, dl=False)
    add("complex_atan2", f1("complex<f32>", "complex.atan2", 2), CPXP, dl=False)
    # ub
    UBP = ["-convert-func-to-llvm -convert-ub-to-llvm", "-convert-ub-to-llvm", "-convert-ub-to-llvm=index-bitwidth=32", "-convert-to-llvm"]
    for ty in ["i32", "f32", "index", "vector<4xf32>", "memref<4xf32>", "complex<f32>", "vector<2x2xi8>"]:
        add(f"ub_poison_{ty}", f"func.func @f() -> {ty} {{\n  %0 = ub.poison : {ty}\n  return %0 : {ty}\n}}", UBP, dl=(ty=="index"))
    # cf
    CFP = ["-convert-func-to-llvm=use-bare-ptr-memref-call-conv -convert-cf-to-llvm", "-convert-to-llvm -reconcile-unrealized-casts", "-convert-cf-to-llvm -convert-func-to-llvm", "-convert-func-to-llvm -convert-cf-to-llvm", "-convert-cf-to-llvm", "-convert-cf-to-llvm=index-bitwidth=32", "-convert-to-llvm", "-convert-func-to-llvm"]
    add("cf_assert", "func.func @f(%c: i1) {\n  cf.assert %c, \"boom\"\n  return\n}", CFP)
    add("cf_br", "func.func @f(%a: index, %m: memref<?xf32>) -> index {\n  cf.br ^bb1(%a, %m : index, memref<?xf32>)\n^bb1(%x: index, %y: memref<?xf32>):\n  return %x : index\n}", CFP)
    add("cf_cond_br", "func.func @f(%c: i1, %a: index, %b: f32) -> index {\n  cf.cond_br %c, ^bb1(%a : index), ^bb2(%b : f32)\n^bb1(%x: index):\n  return %x : index\n^bb2(%y: f32):\n  %z = index.constant 0\n  return %z : index\n}", CFP)
    add("cf_cond_br_w", "func.func @f(%c: i1) {\n  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2\n^bb1:\n  return\n^bb2:\n  return\n}", CFP, dl=False)
    add("cf_switch", "func.func @f(%f: i32, %a: index) -> index {\n  cf.switch %f : i32, [\n    default: ^bb1(%a : index),\n    42: ^bb1(%a : index),\n    43: ^bb2\n  ]\n^bb1(%x: index):\n  return %x : index\n^bb2:\n  return %a : index\n}", CFP)
    add("cf_switch_i8", "func.func @f(%f: i8) {\n  cf.switch %f : i8, [\n    default: ^bb1,\n    -1: ^bb2\n  ]\n^bb1:\n  return\n^bb2:\n  return\n}", CFP, dl=False)
    # func
    FUNCP = ["-convert-func-to-llvm", "-convert-func-to-llvm=index-bitwidth=32", "-convert-func-to-llvm=use-bare-ptr-memref-call-conv", "-convert-to-llvm", "-convert-func-to-llvm -reconcile-unrealized-casts"]
    add("func_call", "func.func private @g(index, f32) -> (index, i1)\nfunc.func @f(%a: index, %b: f32) -> index {\n  %0:2 = call @g(%a, %b) : (index, f32) -> (index, i1)\n  return %0#0 : index\n}", FUNCP)
    add("func_call_memref", "func.func private @g(memref<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32>\nfunc.func @f(%a: memref<4xf32>, %b: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32> {\n  %0 = call @g(%a, %b) : (memref<4xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<2xf32>\n  return %0 : memref<2xf32>\n}", FUNCP)
    add("func_call_unranked", "func.func private @g(memref<*xf32>) -> memref<*xf32>\nfunc.func @f(%a: memref<*xf32>) -> memref<*xf32> {\n  %0 = call @g(%a) : (memref<*xf32>) -> memref<*xf32>\n  return %0 : memref<*xf32>\n}", FUNCP)
    add("func_call_indirect", "func.func private @g(index) -> index\nfunc.func @f(%a: index) -> index {\n  %c = constant @g : (index) -> index\n  %0 = call_indirect %c(%a) : (index) -> index\n  return %0 : index\n}", FUNCP)
    add("func_ciface", "func.func @f(%a: memref<4xf32>, %b: index) -> memref<4xf32> attributes {llvm.emit_c_interface} {\n  return %a : memref<4xf32>\n}\nfunc.func private @e(%a: memref<*xf32>) attributes {llvm.emit_c_interface}", FUNCP)
    add("func_multi_result", "func.func @f(%a: index, %b: memref<2xi8>) -> (index, memref<2xi8>, complex<f32>) {\n  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>\n  return %a, %b, %c : index, memref<2xi8>, complex<f32>\n}", FUNCP)
    add("func_memspace", "func.func @f(%a: memref<4xf32, 3>, %b: memref<*xf32, 1>) -> memref<4xf32, 3> {\n  return %a : memref<4xf32, 3>\n}", FUNCP)
    add("func_vector_args", "func.func @f(%a: vector<2x3xf32>, %b: vector<4xindex>) -> vector<2x3xf32> {\n  return %a : vector<2x3xf32>\n}", FUNCP)
    add("func_argattrs", "func.func @f(%a: memref<4xf32> {llvm.noalias}, %b: index {llvm.signext}) -> (index {llvm.zeroext}) {\n  return %b : index\n}", FUNCP)
    add("func_unused_memref", "func.func @f(%a: memref<4xf32>) {\n  \"test.foo\"(%a) : (memref<4xf32>) -> ()\n  return\n}", FUNCP + ["-finalize-memref-to-llvm"])
    add("func_unused_unranked", "func.func @f(%a: memref<*xf32>) {\n  \"test.foo\"(%a) : (memref<*xf32>) -> ()\n  return\n}", FUNCP + ["-finalize-memref-to-llvm"])
    add("func_generic", "func.func @f(%a: index) -> index {\n  return %a : index\n}", ["-convert-func-to-llvm=use-generic-functions"] , dl=False)
    # memref
    MEMP = ["-convert-func-to-llvm=index-bitwidth=32 -finalize-memref-to-llvm=index-bitwidth=32 -reconcile-unrealized-casts", "-convert-func-to-llvm=use-bare-ptr-memref-call-conv -finalize-memref-to-llvm -reconcile-unrealized-casts", "-finalize-memref-to-llvm -convert-to-llvm -reconcile-unrealized-casts", "-convert-func-to-llvm -finalize-memref-to-llvm", "-finalize-memref-to-llvm -convert-func-to-llvm", "-finalize-memref-to-llvm", "-finalize-memref-to-llvm=index-bitwidth=32", "-finalize-memref-to-llvm=use-aligned-alloc", "-finalize-memref-to-llvm=use-generic-functions", "-convert-to-llvm", "-expand-strided-metadata -finalize-memref-to-llvm", "-convert-func-to-llvm -finalize-memref-to-llvm -reconcile-unrealized-casts"]
    def mf(sig, body, ret="", rett=""):
        r = f" -> {rett}" if rett else ""
        return f"func.func @f({sig}){r} {{\n{body}\n  return {ret}\n}}"
    MT = ["memref<4xf32>", "memref<?x8xf32>", "memref<4x?xi8, 3>", "memref<f32>", "memref<4xvector<2xf32>>", "memref<4xindex>", "memref<?xf32, strided<[?], offset: ?>>"]
    def dyn(t):
        return t.count("?x") + (1 if t.startswith("memref<?") and "x" not in t[8:t.find(",") if "," in t else len(t)] else 0)
    for t in MT:
        rank = 0 if t in ("memref<f32>",) else t[7:].split(",")[0].count("x")
        et = "vector<2xf32>" if "vector" in t else ("index" if "index" in t else ("i8" if "i8" in t else "f32"))
        idx = ", ".join(["%i"] * rank)
        add(f"memref_load_{t}", mf(f"%m: {t}, %i: index", f"  %0 = memref.load %m[{idx}] : {t}\n  \"test.use\"(%0) : ({et}) -> ()"), MEMP)
        add(f"memref_store_{t}", mf(f"%m: {t}, %i: index, %v: {et}", f"  memref.store %v, %m[{idx}] : {t}"), MEMP)
        add(f"memref_dim_{t}", mf(f"%m: {t}, %i: index", f"  %0 = memref.dim %m, %i : {t}\n  \"test.use\"(%0) : (index) -> ()"), MEMP) if rank else None
        add(f"memref_rank_{t}", mf(f"%m: {t}", f"  %0 = memref.rank %m : {t}\n  \"test.use\"(%0) : (index) -> ()"), MEMP, dl=False)
        add(f"memref_dealloc_{t}", mf(f"%m: {t}", f"  memref.dealloc %m : {t}"), MEMP)
        add(f"memref_eapi_{t}", mf(f"%m: {t}", f"  %0 = memref.extract_aligned_pointer_as_index %m : {t} -> index\n  \"test.use\"(%0) : (index) -> ()"), MEMP)
        add(f"memref_prefetch_{t}", mf(f"%m: {t}, %i: index", f"  memref.prefetch %m[{idx}], read, locality<3>, data : {t}"), MEMP, dl=False)
        add(f"memref_assume_{t}", mf(f"%m: {t}", f"  memref.assume_alignment %m, 16 : {t}"), MEMP, dl=False)
    for t in ["memref<4xf32>", "memref<?x8xf32>", "memref<2x?xi8, 3>", "memref<f32>", "memref<4xvector<2xf32>>", "memref<4xindex>", "memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>", "memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>"]:
        nd = t.count("?")
        syms = 1 if "s0" in t else 0
        nd -= 0
        dyn_ops = ", ".join(["%n"] * (t.split("affine")[0].count("?")))
        sym = "[%n]" if syms else ""
        for op in ["alloc", "alloca"]:
            add(f"memref_{op}_{t}", mf("%n: index", f"  %0 = memref.{op}({dyn_ops}){sym} : {t}\n  \"test.use\"(%0) : ({t}) -> ()"), MEMP)
            add(f"memref_{op}_al_{t}", mf("%n: index", f"  %0 = memref.{op}({dyn_ops}){sym} {{alignment = 32 : i64}} : {t}\n  \"test.use\"(%0) : ({t}) -> ()"), MEMP, dl=False)
    for t in ["memref<*xf32>", "memref<*xi8, 2>"]:
        add(f"memref_rank_{t}", mf(f"%m: {t}", f"  %0 = memref.rank %m : {t}\n  \"test.use\"(%0) : (index) -> ()"), MEMP)
        add(f"memref_dim_{t}", mf(f"%m: {t}, %i: index", f"  %0 = memref.dim %m, %i : {t}\n  \"test.use\"(%0) : (index) -> ()"), MEMP)
        add(f"memref_copy_{t}", mf(f"%m: {t}, %n: {t}", f"  memref.copy %m, %n : {t} to {t}"), MEMP)
        add(f"memref_cast_to_{t}", mf(f"%m: {t.replace('*', '4')}", f"  %0 = memref.cast %m : {t.replace('*','4')} to {t}\n  \"test.use\"(%0) : ({t}) -> ()"), MEMP)
        add(f"memref_cast_from_{t}", mf(f"%m: {t}", f"  %0 = memref.cast %m : {t} to {t.replace('*','4')}\n  \"test.use\"(%0) : ({t.replace('*','4')}) -> ()"), MEMP)
        add(f"memref_reshape_{t}", mf(f"%m: memref<4x5xf32>, %s: memref<2xindex>", f"  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xindex>) -> memref<?x?xf32>\n  %1 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<2xindex>) -> memref<5x4xf32>"), MEMP)
        add(f"memref_reshape_unr_{t}", mf(f"%m: memref<4x5xf32>, %s: memref<?xindex>", f"  %0 = memref.reshape %m(%s) : (memref<4x5xf32>, memref<?xindex>) -> memref<*xf32>\n  \"test.use\"(%0) : (memref<*xf32>) -> ()"), MEMP)
        add(f"memref_msc_{t}", mf(f"%m: {t}", f"  %0 = memref.memory_space_cast %m : {t} to memref<*xf32, 5>\n  \"test.use\"(%0) : (memref<*xf32, 5>) -> ()"), MEMP)
        add(f"memref_reinterpret_{t}", mf(f"%m: {t}, %i: index", f"  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [%i, 4], strides: [4, 1] : {t} to memref<?x4xf32, strided<[4, 1], offset: ?>>\n  \"test.use\"(%0) : (memref<?x4xf32, strided<[4, 1], offset: ?>>) -> ()"), MEMP)
    add("memref_copy_ranked", mf("%m: memref<4x5xf32>, %n: memref<4x5xf32>", "  memref.copy %m, %n : memref<4x5xf32> to memref<4x5xf32>"), MEMP)
    add("memref_copy_strided", mf("%m: memref<4x5xf32, strided<[10, 1]>>, %n: memref<4x5xf32>", "  memref.copy %m, %n : memref<4x5xf32, strided<[10, 1]>> to memref<4x5xf32>"), MEMP)
    add("memref_msc", mf("%m: memref<4x?xf32, 1>", "  %0 = memref.memory_space_cast %m : memref<4x?xf32, 1> to memref<4x?xf32, 2>\n  \"test.use\"(%0) : (memref<4x?xf32, 2>) -> ()"), MEMP)
    add("memref_cast_ranked", mf("%m: memref<4x?xf32>", "  %0 = memref.cast %m : memref<4x?xf32> to memref<?x4xf32>\n  \"test.use\"(%0) : (memref<?x4xf32>) -> ()"), MEMP)
    add("memref_view", mf("%m: memref<2048xi8>, %i: index", "  %0 = memref.view %m[%i][%i] : memref<2048xi8> to memref<?x4xf32>\n  %1 = memref.view %m[%i][] : memref<2048xi8> to memref<8x4xf32>\n  \"test.use\"(%0, %1) : (memref<?x4xf32>, memref<8x4xf32>) -> ()"), MEMP)
    add("memref_transpose", mf("%m: memref<?x?x?xf32>", "  %0 = memref.transpose %m (i, j, k) -> (k, i, j) : memref<?x?x?xf32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>\n  \"test.use\"(%0) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> ()"), MEMP)
    add("memref_subview", mf("%m: memref<8x16xf32>, %i: index", "  %0 = memref.subview %m[%i, 2][4, %i][1, 2] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 2], offset: ?>>\n  \"test.use\"(%0) : (memref<4x?xf32, strided<[16, 2], offset: ?>>) -> ()"), MEMP)
    add("memref_expand", mf("%m: memref<?x8xf32>, %i: index", "  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, 8] : memref<?x8xf32> into memref<?x4x8xf32>\n  \"test.use\"(%0) : (memref<?x4x8xf32>) -> ()"), MEMP)
    add("memref_collapse", mf("%m: memref<?x4x8xf32>", "  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<?x4x8xf32> into memref<?x8xf32>\n  \"test.use\"(%0) : (memref<?x8xf32>) -> ()"), MEMP)
    add("memref_esm", mf("%m: memref<?x8xf32, strided<[8, 1], offset: ?>>", "  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[8, 1], offset: ?>> -> memref<f32>, index, index, index, index, index\n  \"test.use\"(%b, %o, %s#0, %t#1) : (memref<f32>, index, index, index) -> ()"), MEMP)
    add("memref_global", "memref.global \"private\" constant @c : memref<2x3xf32> = dense<1.0> {alignment = 64}\nmemref.global @u : memref<4xi32> = uninitialized\nmemref.global \"private\" @s : memref<f32, 3> = dense<2.0>\nmemref.global @e : memref<2xf32>\nfunc.func @f() {\n  %0 = memref.get_global @c : memref<2x3xf32>\n  %1 = memref.get_global @u : memref<4xi32>\n  %2 = memref.get_global @s : memref<f32, 3>\n  \"test.use\"(%0, %1, %2) : (memref<2x3xf32>, memref<4xi32>, memref<f32, 3>) -> ()\n  return\n}", MEMP)
    for kind, t in [("addf", "f32"), ("addi", "i32"), ("assign", "f32"), ("maximumf", "f32"), ("maxs", "i32"), ("minu", "i32"), ("ori", "i32"), ("andi", "i32"), ("mulf", "f32"), ("minimumf", "f32")]:
        add(f"memref_atomic_{kind}", mf(f"%m: memref<10x?x{t}>, %v: {t}, %i: index", f"  %0 = memref.atomic_rmw {kind} %v, %m[%i, %i] : ({t}, memref<10x?x{t}>) -> {t}\n  \"test.use\"(%0) : ({t}) -> ()"), MEMP)
    add("memref_generic_atomic", mf("%m: memref<10xf32>, %i: index", "  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {\n  ^bb0(%old: f32):\n    %c = arith.constant 1.0 : f32\n    %n = arith.addf %old, %c : f32\n    memref.atomic_yield %n : f32\n  }\n  \"test.use\"(%0) : (f32) -> ()"), MEMP + ["-finalize-memref-to-llvm -convert-arith-to-llvm"])
    add("memref_alloca_scope", mf("%n: index", "  %r = memref.alloca_scope -> (index) {\n    %a = memref.alloca(%n) : memref<?xf32>\n    memref.alloca_scope.return %n : index\n  }\n  \"test.use\"(%r) : (index) -> ()"), MEMP)
    add("memref_realloc", mf("%m: memref<?xf32>, %n: index", "  %0 = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>\n  %1 = memref.realloc %m(%n) {alignment = 8} : memref<?xf32> to memref<?xf32>\n  \"test.use\"(%0, %1) : (memref<?xf32>, memref<?xf32>) -> ()"), MEMP + ["-expand-realloc -finalize-memref-to-llvm"])
    add("memref_dma", mf("%m: memref<40xf32>, %n: memref<40xf32, 2>, %t: memref<1xi32>, %i: index", "  memref.dma_start %m[%i], %n[%i], %i, %t[%i] : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>\n  memref.dma_wait %t[%i], %i : memref<1xi32>"), MEMP, dl=False)
    for fname, t in cases and []:
        pass
    passes_by_case = {}
    for name, text, passes in cases:
        safe = name.replace("<", "_").replace(">", "_").replace("?", "q").replace(",", "_").replace(" ", "").replace("*", "u").replace("[", "").replace("]", "").replace(":", "").replace("(", "").replace(")", "").replace("=", "").replace("+", "p")
        with open(f"{out}/{safe}.mlir", "w") as f:
            f.write(text + "\n")
        passes_by_case[safe] = passes
    import json
    json.dump(passes_by_case, open(f"{BASE}/passes.json", "w"), indent=0)
    print(len(cases), sum(len(p) for _, _, p in cases))


generate()
"""Run the sweep: reference outputs cached, llmir's compared byte for byte."""
import json, os, subprocess, sys, hashlib
from concurrent.futures import ThreadPoolExecutor
L = os.environ.get("LLMIR", os.path.join(ROOT, "target/release/llmir-opt"))
base = BASE
passes = json.load(open(f"{base}/passes.json"))
only = sys.argv[1] if len(sys.argv) > 1 else ""
os.makedirs(f"{base}/ref", exist_ok=True)
jobs = [(c, p) for c, ps in passes.items() for p in ps if only in c]
def run(tool, c, p):
    args = [tool, "--allow-unregistered-dialect", "--mlir-disable-threading"] + p.split() + [f"{base}/cases/{c}.mlir"]
    r = subprocess.run(args, capture_output=True, timeout=20)
    return (r.stdout + b"\n--stderr--\n" + r.stderr.replace(f"{base}/cases/".encode(), b"")).replace(b"mlir-opt-19", b"TOOL").replace(L.encode(), b"TOOL")
def one(j):
    c, p = j
    key = hashlib.md5((c + "|" + p).encode()).hexdigest()
    rf = f"{base}/ref/{key}"
    if os.path.exists(rf):
        ref = open(rf, "rb").read()
    else:
        ref = run("mlir-opt-19", c, p); open(rf, "wb").write(ref)
    try:
        got = run(L, c, p)
    except subprocess.TimeoutExpired:
        got = b"TIMEOUT"
    return c, p, ref == got, ref, got
same = 0; diffs = []
with ThreadPoolExecutor(2) as ex:
    for c, p, ok, ref, got in ex.map(one, jobs):
        if ok: same += 1
        else: diffs.append((c, p))
print(f"{same}/{len(jobs)} identical")
with open(f"{base}/diffs{only}.txt", "w") as f:
    for c, p in diffs: f.write(f"{c}\t{p}\n")
