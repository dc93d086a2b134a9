#!/usr/bin/env python3
"""Generates llmir's static op tables from MLIR 19's generated op references.

Reads ../shared/spec/upstream-mlir-19/{LLVMOps,LLVMIntrinsicOps,FuncOps,
BuiltinOps,ArithOps,ControlFlowOps,MemRefOps,IndexOps,MathOps,ComplexOps}-reference.md and writes src/dialects/<dialect>/ops.rs. The
references lack a few facts (optional operands, variadic successors and
results, the i64 enums behind some attribute classes); those are listed in
ARITY and ATTR_TYPES below. Run it again whenever the references change:

    python3 scripts/gen_optables.py
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPEC = os.path.join(ROOT, "..", "shared", "spec", "upstream-mlir-19")

# Slots whose arity the references do not show (Optional<...>,
# VariadicSuccessor, variadic results).
ARITY = {
    ("llvm.return", "arg"): "Optional",
    ("llvm.call", "result"): "Optional",
    ("llvm.invoke", "result"): "Optional",
    ("llvm.inline_asm", "res"): "Optional",
    ("llvm.call_intrinsic", "results"): "Optional",
    ("llvm.switch", "caseDestinations"): "Variadic",
    ("llvm.indirectbr", "successors"): "Variadic",
    ("llvm.intr.dbg.declare", "locationExpr"): "Optional",
    ("llvm.intr.coro.end", "retvals"): "One",
    ("builtin.module", "sym_name"): "Optional",
    ("func.call", "results"): "Variadic",
    ("func.call_indirect", "results"): "Variadic",
    ("builtin.unrealized_conversion_cast", "outputs"): "Variadic",
    ("cf.switch", "caseDestinations"): "Variadic",
    ("memref.realloc", "dynamicResultSize"): "Optional",
}

# Attribute classes of the references and how llmir stores them.
ATTR_TYPES = {
    "::mlir::UnitAttr": "Unit",
    "::mlir::BoolAttr": "Bool",
    "::mlir::StringAttr": "String",
    "::mlir::FlatSymbolRefAttr": "FlatSymbolRef",
    "::mlir::SymbolRefAttr": "SymbolRef",
    "::mlir::TypeAttr": "TypeAttr",
    "::mlir::ArrayAttr": "Array",
    "::mlir::DenseI32ArrayAttr": "DenseI32Array",
    "::mlir::DenseI64ArrayAttr": "DenseI64Array",
    "::mlir::DenseIntElementsAttr": "Elements",
    "::mlir::ElementsAttr": "Elements",
    "::mlir::LLVM::AtomicOrderingAttr": 'I64Enum("AtomicOrdering")',
    "::mlir::LLVM::AtomicBinOpAttr": 'I64Enum("AtomicBinOp")',
    "::mlir::LLVM::ICmpPredicateAttr": 'I64Enum("ICmpPredicate")',
    "::mlir::LLVM::FCmpPredicateAttr": 'I64Enum("FCmpPredicate")',
    "::mlir::LLVM::AsmDialectAttr": 'I64Enum("AsmDialect")',
    "::mlir::LLVM::UnnamedAddrAttr": 'I64Enum("UnnamedAddr")',
    "::mlir::LLVM::VisibilityAttr": 'I64Enum("Visibility")',
    "::mlir::LLVM::comdat::ComdatAttr": 'I64Enum("Comdat")',
    "::mlir::LLVM::RoundingModeAttr": 'I64Enum("RoundingMode")',
    "::mlir::LLVM::FPExceptionBehaviorAttr": 'I64Enum("FPExceptionBehavior")',
    "::mlir::LLVM::FastmathFlagsAttr": 'Dialect("llvm.fastmath")',
    "::mlir::LLVM::IntegerOverflowFlagsAttr": 'Dialect("llvm.overflow")',
    "::mlir::LLVM::CConvAttr": 'Dialect("llvm.cconv")',
    "::mlir::LLVM::TailCallKindAttr": 'Dialect("llvm.tailcallkind")',
    "::mlir::LLVM::LinkageAttr": 'Dialect("llvm.linkage")',
    "::mlir::LLVM::FramePointerKindAttr": 'Dialect("llvm.framePointerKind")',
    "::mlir::arith::CmpIPredicateAttr": 'I64Enum("CmpIPredicate")',
    "::mlir::arith::CmpFPredicateAttr": 'I64Enum("CmpFPredicate")',
    "::mlir::arith::AtomicRMWKindAttr": 'I64Enum("AtomicRMWKind")',
    "::mlir::arith::RoundingModeAttr": 'I32Enum("ArithRoundingMode")',
    "::mlir::arith::FastMathFlagsAttr": 'Dialect("arith.fastmath")',
    "::mlir::arith::IntegerOverflowFlagsAttr": 'Dialect("arith.overflow")',
    "::mlir::complex::NumberAttr": "Any",
    "::mlir::index::IndexCmpPredicateAttr": 'Dialect("index.cmp_predicate")',
}

# Facts the references leave out: the overflow flags property (declared
# through an interface) and every op's regions.
EXTRA_ATTRS = {
    op: [("overflowFlags", 'Dialect("llvm.overflow")')]
    for op in ("llvm.add", "llvm.sub", "llvm.mul", "llvm.shl")
}
# Operands the references show without a table (or unnamed: these names win).
EXTRA_OPERANDS = {
    "llvm.landingpad": [("operands", "variadic of LLVM dialect-compatible type")],
}
# Results the references show without a table.
EXTRA_RESULTS = {
    "func.call": [("results", "variadic of any type")],
    "func.constant": [("result", "function type")],
}
REGIONS = {
    "llvm.comdat": ["body"],
    "llvm.func": ["body"],
    "llvm.mlir.global": ["initializer"],
    "func.func": ["body"],
    "builtin.module": ["bodyRegion"],
    "memref.alloca_scope": ["bodyRegion"],
    "memref.generic_atomic_rmw": ["atomic_body"],
}

# Traits an op's own verifier checks instead, because MLIR verifies them
# after an interface the tables cannot order first (memory_space_cast's
# `CastOpInterface` says "cast incompatible" before the element types).
VERIFIED_BY_OP = {
    "memref.memory_space_cast": ["SameOperandsAndResultElementType", "SameOperandsAndResultShape"],
    "memref.cast": ["SameOperandsAndResultShape"],
    # ODS predicates (TypesMatchWith, AllTypesMatch, tensor dimensions,
    # condition shapes) that the rows check come first in MLIR.
    "arith.cmpi": ["Elementwise"],
    "arith.cmpf": ["Elementwise"],
    "arith.select": ["Elementwise"],
    "arith.addui_extended": ["Elementwise"],
    "arith.mulsi_extended": ["Elementwise"],
    "arith.mului_extended": ["Elementwise"],
    "math.fpowi": ["Elementwise", "SameOperandsAndResultShape"],
}
for _cast in "bitcast extf extsi extui fptosi fptoui index_cast index_castui sitofp truncf trunci uitofp".split():
    VERIFIED_BY_OP["arith." + _cast] = ["Elementwise", "SameOperandsAndResultShape"]

TRAITS = {
    "Terminator": "TERMINATOR",
    "IsolatedFromAbove": "ISOLATED_FROM_ABOVE",
    "SymbolTable": "SYMBOL_TABLE",
    "SameOperandsAndResultType": "SAME_OPERANDS_AND_RESULT_TYPE",
    "AttrSizedOperandSegments": "ATTR_SIZED_OPERAND_SEGMENTS",
    "NoTerminator": "NO_TERMINATOR",
    "SingleBlock": "SINGLE_BLOCK",
    "Commutative": "COMMUTATIVE",
    "ConstantLike": "CONSTANT_LIKE",
    "SameTypeOperands": "SAME_TYPE_OPERANDS",
    "ReturnLike": "RETURN_LIKE",
    "SameOperandsAndResultElementType": "SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE",
    "SameOperandsElementType": "SAME_OPERANDS_ELEMENT_TYPE",
    "NoRegionArguments": "NO_REGION_ARGUMENTS",
    "AutomaticAllocationScope": "AUTOMATIC_ALLOCATION_SCOPE",
    "RecursiveMemoryEffects": "RECURSIVE_MEMORY_EFFECTS",
    "SameOperandsAndResultShape": "SAME_OPERANDS_AND_RESULT_SHAPE",
    "Elementwise": "ELEMENTWISE",
    # From the "Interfaces:" line: the op reads and writes no memory (Pure
    # ops); dead-code removal and CSE rely on it.
    "NoMemoryEffect": "NO_MEMORY_EFFECT",
    # Interfaces the verifier treats as traits: `FunctionOpInterface`
    # (argument/result attributes and the entry block against the
    # signature) and `Symbol` (a symbol's parent is a symbol table).
    "FunctionOpInterface": "FUNCTION_LIKE",
    "Symbol": "SYMBOL",
}


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def table_rows(section, heading):
    # Unnamed slots are rows without the leading `|`: `&laquo;unnamed&raquo; | ...`;
    # they count (the verifier checks them by position) and get the name "".
    m = re.search(r"#### " + heading + r":\n\n\|[^\n]*\n\|[^\n]*\n((?:(?:\||&laquo;)[^\n]*\n)*)", section)
    if not m:
        return []
    rows = []
    for line in m.group(1).splitlines():
        cells = re.match(r"\| `([^`]+)` \| (.*)$", line)
        if cells:
            rows.append((cells.group(1), cells.group(2).strip()))
        elif line.startswith("&laquo;unnamed&raquo; | "):
            rows.append(("", line.split(" | ", 1)[1].strip()))
    return rows


def attr_rows(section):
    m = re.search(r"#### Attributes:\n\n<table>\n(.*?)</table>", section, re.S)
    if not m:
        return []
    return re.findall(r"<tr><td><code>([^<]+)</code></td><td>([^<]*)</td><td>([^<]*)</td></tr>", m.group(1))


def attr_type(op, cls, desc):
    if cls in ATTR_TYPES:
        return ATTR_TYPES[cls]
    if cls == "::mlir::FloatAttr":
        w = re.match(r"(\d+)-bit", desc)
        return f"Float({w.group(1)})" if w else "Any"
    if cls == "::mlir::IntegerAttr":
        w = re.match(r"(\d+)-bit", desc)
        return f"Int({w.group(1)})" if w else "Any"
    return "Any"


def slot(op, name, desc, default="One"):
    arity = ARITY.get((op, name))
    if arity is None:
        arity = "Variadic" if desc.startswith("variadic of") else default
    constraint = desc[len("variadic of "):] if desc.startswith("variadic of ") else desc
    return f"Slot {{ name: {rust_str(name)}, arity: Arity::{arity}, constraint: {rust_str(constraint)} }}"


def parse_reference(path):
    text = open(path).read()
    ops = []
    for section in re.split(r"^### ", text, flags=re.M)[1:]:
        name = section.split("`")[1]
        fmt = re.search(r"operation ::= (.*?)\n```", section, re.S)
        fmt = re.sub(r"\s+", " ", fmt.group(1)).strip() if fmt else None
        if fmt:
            # The format starts with the op name itself.
            fmt = fmt[len(name) + 2:].strip()
        traits = re.search(r"^Traits: (.*)$", section, re.M)
        traits = re.findall(r"`([A-Za-z]+)", traits.group(1)) if traits else []
        interfaces = re.search(r"^Interfaces: (.*)$", section, re.M)
        traits += re.findall(r"`([A-Za-z]+)", interfaces.group(1)) if interfaces else []
        ops.append({
            "name": name,
            "format": fmt,
            "operands": [slot(name, n, d) for n, d in table_rows(section, "Operands") if n or name not in EXTRA_OPERANDS]
            + [slot(name, n, d) for n, d in EXTRA_OPERANDS.get(name, [])],
            "results": [slot(name, n, d) for n, d in table_rows(section, "Results") if n or name not in EXTRA_RESULTS]
            + [slot(name, n, d) for n, d in EXTRA_RESULTS.get(name, [])],
            "attrs": [(n, attr_type(name, c, d)) for n, c, d in attr_rows(section)]
            + EXTRA_ATTRS.get(name, []),
            "regions": [slot(name, n, "any region") for n in REGIONS.get(name, [])],
            "successors": [slot(name, n, d) for n, d in table_rows(section, "Successors")],
            "traits": [TRAITS[t] for t in traits if t in TRAITS and t not in VERIFIED_BY_OP.get(name, [])]
            # Regions are SSA-CFG regions (dominance applies) unless the op
            # says `HasOnlyGraphRegion`.
            + (["SSA_CFG_REGIONS"] if name in REGIONS and "HasOnlyGraphRegion" not in traits else []),
        })
    return ops


def emit(ops, out_path, sources):
    lines = [
        "//! Generated by scripts/gen_optables.py from "
        + ", ".join(sources)
        + " (MLIR 19.1.7); do not edit by hand.",
        "",
        "use crate::ods::opdef::{traits, Arity, AttrDef, AttrType, OpDef, Slot};",
        "",
        "pub static OPS: &[OpDef] = &[",
    ]
    for op in sorted(ops, key=lambda o: o["name"]):
        fmt = "None" if op["format"] is None else f"Some({rust_str(op['format'])})"
        trait_expr = " | ".join(f"traits::{t}" for t in op["traits"]) or "0"
        attrs = ", ".join(f"AttrDef {{ name: {rust_str(n)}, ty: AttrType::{t} }}" for n, t in op["attrs"])
        lines += [
            "    OpDef {",
            f"        name: {rust_str(op['name'])},",
            f"        format: {fmt},",
            f"        operands: &[{', '.join(op['operands'])}],",
            f"        results: &[{', '.join(op['results'])}],",
            f"        attrs: &[{attrs}],",
            f"        regions: &[{', '.join(op['regions'])}],",
            f"        successors: &[{', '.join(op['successors'])}],",
            f"        traits: {trait_expr},",
            "    },",
        ]
    lines.append("];")
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")


# Ops whose custom forms are hand-written (arith's: src/parser/arith_hooks.rs,
# src/printer/custom_hooks.rs), so their formats are dropped here.
ONLY = {}
HANDWRITTEN = {"arith.constant", "arith.addi", "arith.select"}
# Ops whose declarative format needs a custom directive the format
# interpreter does not have yet (listed with the directive): generic form
# only until their hooks exist. Ops without an assembly format in the
# references (hasCustomAssemblyFormat) are generic-only by construction.
GENERIC_ONLY = {
    # The reference's "format" is prose (ssa-use-list), the op is C++-parsed
    # (src/dialects/memref/parse.rs).
    "memref.dma_start",
    # `$pred` is an `#index<cmp_predicate slt>` enum printed bare (`slt`).
    "index.cmp",
    # `$value` is an integer attribute of type `index`, printed without it.
    "index.constant",
}


def main():
    groups = {
        "llvm": ["LLVMOps-reference.md", "LLVMIntrinsicOps-reference.md"],
        "func": ["FuncOps-reference.md"],
        "builtin": ["BuiltinOps-reference.md"],
        "arith": ["ArithOps-reference.md"],
        "cf": ["ControlFlowOps-reference.md"],
        "memref": ["MemRefOps-reference.md"],
        "index": ["IndexOps-reference.md"],
        "math": ["MathOps-reference.md"],
        "complex": ["ComplexOps-reference.md"],
    }
    for dialect, files in groups.items():
        ops = []
        for f in files:
            ops += parse_reference(os.path.join(SPEC, f))
        if dialect in ONLY:
            ops = [o for o in ops if o["name"] in ONLY[dialect]]
        for o in ops:
            if o["name"] in HANDWRITTEN or o["name"] in GENERIC_ONLY:
                o["format"] = None
        out_dir = os.path.join(ROOT, "src", "dialects", dialect)
        os.makedirs(out_dir, exist_ok=True)
        emit(ops, os.path.join(out_dir, "ops.rs"), files)
        print(f"{dialect}: {len(ops)} ops", file=sys.stderr)


if __name__ == "__main__":
    main()
