//! The hand-kept overlay of facts about MLIR 19.1.7's ops that the generated
//! op tables (`llvm/ops.rs`, `func/ops.rs`, `builtin/ops.rs`, made from the
//! `*-reference.md` pages) do not carry:
//!
//! - [`ENUMS`]: the keywords of every enum the tables name and the integers
//!   they stand for;
//! - [`DEFAULTS`]: which properties are `DefaultValuedAttr`, and the default,
//!   spelled as `mlir-opt-19 --mlir-print-op-generic` prints it;
//! - [`ALWAYS_SET`]: properties that are not `DefaultValuedAttr` in the
//!   reference's sense but are present anyway whenever the op is parsed from
//!   its custom form (or, for `overflowFlags`, always).
//!
//! Where the facts come from. The enum cases and the `DefaultValuedAttr`
//! markers were read from MLIR's TableGen sources in llvm/llvm-project
//! (`LLVMEnums.td`, `LLVMOps.td`, `LLVMIntrinsicOps.td`). The copies
//! available were newer than 19.1.7, so every fact was then checked against
//! 19.1.7 itself: the conformance twins (`conformance/twins/generic`,
//! `custom`), the Lua corpus (`corpus/lua/lua.generic.mlir`), and
//! `mlir-opt-19` (Debian 19.1.7) fed custom and generic inputs — every
//! keyword below parses to the integer listed, and deleting every listed
//! default from the twins and the Lua corpus leaves mlir-opt-19's generic
//! output byte-identical. The func and builtin ops have no defaulted
//! properties (none shows up in 19.1.7's output). Where the newer sources
//! and 19.1.7 disagree, the tables follow 19.1.7, with a note at the entry.

use crate::ods::opdef::{BitEnumDef, EnumDef, ParamBitEnumDef};

/// `llvm::AtomicOrdering` (note: no 3, LLVM's retired `Consume`).
const ATOMIC_ORDERING: &[(&str, i64)] = &[
    ("not_atomic", 0),
    ("unordered", 1),
    ("monotonic", 2),
    ("acquire", 4),
    ("release", 5),
    ("acq_rel", 6),
    ("seq_cst", 7),
];

/// `llvm::AtomicRMWInst::BinOp` as far as MLIR 19 models it. Newer MLIR adds
/// `usub_cond` (17), `usub_sat` (18), `fmaximum`, `fminimum`, ...; 19.1.7
/// rejects them ("expected ... one of [xchg, ..., udec_wrap]").
const ATOMIC_BIN_OP: &[(&str, i64)] = &[
    ("xchg", 0),
    ("add", 1),
    ("sub", 2),
    ("_and", 3),
    ("nand", 4),
    ("_or", 5),
    ("_xor", 6),
    ("max", 7),
    ("min", 8),
    ("umax", 9),
    ("umin", 10),
    ("fadd", 11),
    ("fsub", 12),
    ("fmax", 13),
    ("fmin", 14),
    ("uinc_wrap", 15),
    ("udec_wrap", 16),
];

/// `llvm.icmp` predicates (the custom form quotes them: `llvm.icmp "slt"`).
const ICMP_PREDICATE: &[(&str, i64)] = &[
    ("eq", 0),
    ("ne", 1),
    ("slt", 2),
    ("sle", 3),
    ("sgt", 4),
    ("sge", 5),
    ("ult", 6),
    ("ule", 7),
    ("ugt", 8),
    ("uge", 9),
];

/// `llvm.fcmp` predicates; the constant ones are spelled `_false` and
/// `_true` (checked with mlir-opt-19: `llvm.fcmp "_true"` round-trips and is
/// stored as 15).
const FCMP_PREDICATE: &[(&str, i64)] = &[
    ("_false", 0),
    ("oeq", 1),
    ("ogt", 2),
    ("oge", 3),
    ("olt", 4),
    ("ole", 5),
    ("one", 6),
    ("ord", 7),
    ("ueq", 8),
    ("ugt", 9),
    ("uge", 10),
    ("ult", 11),
    ("ule", 12),
    ("une", 13),
    ("uno", 14),
    ("_true", 15),
];

/// `llvm::InlineAsm::AsmDialect` (`llvm.inline_asm asm_dialect = intel`).
const ASM_DIALECT: &[(&str, i64)] = &[("att", 0), ("intel", 1)];

/// `llvm::GlobalValue::UnnamedAddr`. The `None` case has the empty keyword:
/// the custom form writes nothing for it.
const UNNAMED_ADDR: &[(&str, i64)] = &[("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)];

/// `llvm::GlobalValue::VisibilityTypes`. `Default` has the empty keyword:
/// the custom form writes nothing for it.
const VISIBILITY: &[(&str, i64)] = &[("", 0), ("hidden", 1), ("protected", 2)];

/// `llvm::Comdat::SelectionKind` (`llvm.comdat_selector @x exactmatch`).
const COMDAT: &[(&str, i64)] =
    &[("any", 0), ("exactmatch", 1), ("largest", 2), ("nodeduplicate", 3), ("samesize", 4)];

/// `llvm::RoundingMode` (constrained intrinsics). `invalid` (-1) is part of
/// the enum and parses, but the ops' verifier rejects it (their attribute is
/// confined to values >= 0).
const ROUNDING_MODE: &[(&str, i64)] = &[
    ("towardzero", 0),
    ("tonearest", 1),
    ("upward", 2),
    ("downward", 3),
    ("tonearestaway", 4),
    ("dynamic", 7),
    ("invalid", -1),
];

/// `llvm::fp::ExceptionBehavior`.
const FP_EXCEPTION_BEHAVIOR: &[(&str, i64)] = &[("ignore", 0), ("maytrap", 1), ("strict", 2)];

/// `llvm::GlobalValue::LinkageTypes`, stored as `#llvm.linkage<...>`.
const LINKAGE: &[(&str, i64)] = &[
    ("external", 0),
    ("available_externally", 1),
    ("linkonce", 2),
    ("linkonce_odr", 3),
    ("weak", 4),
    ("weak_odr", 5),
    ("appending", 6),
    ("internal", 7),
    ("private", 8),
    ("extern_weak", 9),
    ("common", 10),
];

/// `llvm::CallingConv`, stored as `#llvm.cconv<...>`. Only the conventions
/// MLIR lists: `avr_signalcc` (85) and `amdgpu_pscc` (89) are defined in the
/// TableGen source but left out of the enum, so MLIR 19 rejects them.
const CCONV: &[(&str, i64)] = &[
    ("ccc", 0),
    ("fastcc", 8),
    ("coldcc", 9),
    ("cc_10", 10),
    ("cc_11", 11),
    ("anyregcc", 13),
    ("preserve_mostcc", 14),
    ("preserve_allcc", 15),
    ("swiftcc", 16),
    ("cxx_fast_tlscc", 17),
    ("tailcc", 18),
    ("cfguard_checkcc", 19),
    ("swifttailcc", 20),
    ("x86_stdcallcc", 64),
    ("x86_fastcallcc", 65),
    ("arm_apcscc", 66),
    ("arm_aapcscc", 67),
    ("arm_aapcs_vfpcc", 68),
    ("msp430_intrcc", 69),
    ("x86_thiscallcc", 70),
    ("ptx_kernelcc", 71),
    ("ptx_devicecc", 72),
    ("spir_funccc", 75),
    ("spir_kernelcc", 76),
    ("intel_ocl_bicc", 77),
    ("x86_64_sysvcc", 78),
    ("win64cc", 79),
    ("x86_vectorcallcc", 80),
    ("hhvmcc", 81),
    ("hhvm_ccc", 82),
    ("x86_intrcc", 83),
    ("avr_intrcc", 84),
    ("avr_builtincc", 86),
    ("amdgpu_vscc", 87),
    ("amdgpu_gscc", 88),
    ("amdgpu_cscc", 90),
    ("amdgpu_kernelcc", 91),
    ("x86_regcallcc", 92),
    ("amdgpu_hscc", 93),
    ("msp430_builtincc", 94),
    ("amdgpu_lscc", 95),
    ("amdgpu_escc", 96),
    ("aarch64_vectorcallcc", 97),
    ("aarch64_sve_vectorcallcc", 98),
    ("wasm_emscripten_invokecc", 99),
    ("amdgpu_gfxcc", 100),
    ("m68k_intrcc", 101),
];

/// `llvm::CallInst::TailCallKind`, stored as `#llvm.tailcallkind<...>`.
const TAIL_CALL_KIND: &[(&str, i64)] = &[("none", 0), ("tail", 1), ("musttail", 2), ("notail", 3)];

/// `llvm::FramePointerKind`, stored as `#llvm.framePointerKind<...>`. A
/// keyword that is not a bare identifier is printed quoted:
/// `#llvm.framePointerKind<"non-leaf">`. Newer MLIR adds
/// `non-leaf-no-reserve` (4); 19.1.7 has `reserved` but not that one.
const FRAME_POINTER_KIND: &[(&str, i64)] =
    &[("none", 0), ("non-leaf", 1), ("all", 2), ("reserved", 3)];

/// Every i64-stored enum of the LLVM dialect that appears as
/// `AttrType::I64Enum` in the generated tables, plus the four enums behind
/// the dialect attributes `#llvm.linkage`, `#llvm.cconv`,
/// `#llvm.tailcallkind` and `#llvm.framePointerKind` (stored as those
/// attributes, not as integers; the integers are the LLVM enumerators').
/// Keywords are spelled as MLIR 19's custom form spells them.
pub static ENUMS: &[EnumDef] = &[
    EnumDef { summary: None, name: "DINameTableKind", cases: &[("Default", 0), ("GNU", 1), ("None", 2), ("Apple", 3)] },
    EnumDef { summary: Some("Atomic ordering for LLVM's memory model"), name: "AtomicOrdering", cases: ATOMIC_ORDERING },
    EnumDef { summary: Some("llvm.atomicrmw binary operations"), name: "AtomicBinOp", cases: ATOMIC_BIN_OP },
    EnumDef { summary: Some("lvm.icmp comparison predicate"), name: "ICmpPredicate", cases: ICMP_PREDICATE },
    EnumDef { summary: Some("llvm.fcmp comparison predicate"), name: "FCmpPredicate", cases: FCMP_PREDICATE },
    EnumDef { summary: Some("ATT (0) or Intel (1) asm dialect"), name: "AsmDialect", cases: ASM_DIALECT },
    EnumDef { summary: Some("LLVM GlobalValue UnnamedAddr"), name: "UnnamedAddr", cases: UNNAMED_ADDR },
    EnumDef { summary: Some("LLVM GlobalValue Visibility"), name: "Visibility", cases: VISIBILITY },
    EnumDef { summary: Some("LLVM Comdat Types"), name: "Comdat", cases: COMDAT },
    EnumDef { summary: Some("LLVM Rounding Mode whose minimum value is 0"), name: "RoundingMode", cases: ROUNDING_MODE },
    EnumDef { summary: Some("LLVM Exception Behavior"), name: "FPExceptionBehavior", cases: FP_EXCEPTION_BEHAVIOR },
    EnumDef { summary: None, name: "Linkage", cases: LINKAGE },
    EnumDef { summary: None, name: "CConv", cases: CCONV },
    EnumDef { summary: None, name: "TailCallKind", cases: TAIL_CALL_KIND },
    EnumDef { summary: None, name: "FramePointerKind", cases: FRAME_POINTER_KIND },
];

const FMF_NONE: &str = "#llvm.fastmath<none>";

/// `DefaultValuedAttr` properties of the ops in the generated tables:
/// (op, attribute, default as `mlir-opt-19` prints it inside `<{...}>`).
/// MLIR fills these in whenever an op is created, from either form, so every
/// instance carries them in the generic form. The custom forms leave them out
/// while they equal the default, with one exception: `llvm.mlir.global`'s
/// hand-written printer keeps `addr_space = 0 : i32` in its attribute
/// dictionary (`llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32}`).
///
/// Not listed: `llvm.inline_asm`'s `asm_dialect`, declared
/// `OptionalAttr<DefaultValuedAttr<AsmATTOrIntel, "AD_ATT">>` — the outer
/// `OptionalAttr` wins, it stays absent unless written. The func and builtin
/// ops have no defaulted properties.
pub static DEFAULTS: &[(&str, &str, &str)] = &[
    // Calls.
    ("llvm.call", "CConv", "#llvm.cconv<ccc>"),
    ("llvm.call", "TailCallKind", "#llvm.tailcallkind<none>"),
    ("llvm.call", "fastmathFlags", FMF_NONE),
    ("llvm.call_intrinsic", "fastmathFlags", FMF_NONE),
    ("llvm.invoke", "CConv", "#llvm.cconv<ccc>"),
    // Functions and globals.
    ("llvm.func", "linkage", "#llvm.linkage<external>"),
    ("llvm.func", "CConv", "#llvm.cconv<ccc>"),
    ("llvm.func", "visibility_", "0 : i64"),
    ("llvm.mlir.global", "addr_space", "0 : i32"),
    ("llvm.mlir.global", "visibility_", "0 : i64"),
    // NVVM (`DefaultValuedAttr<I1Attr, "0">`).
    // Memory.
    ("llvm.load", "ordering", "0 : i64"),
    ("llvm.store", "ordering", "0 : i64"),
    // Floating-point arithmetic.
    ("llvm.fadd", "fastmathFlags", FMF_NONE),
    ("llvm.fsub", "fastmathFlags", FMF_NONE),
    ("llvm.fmul", "fastmathFlags", FMF_NONE),
    ("llvm.fdiv", "fastmathFlags", FMF_NONE),
    ("llvm.frem", "fastmathFlags", FMF_NONE),
    ("llvm.fneg", "fastmathFlags", FMF_NONE),
    ("llvm.fcmp", "fastmathFlags", FMF_NONE),
    ("llvm.select", "fastmathFlags", FMF_NONE),
    // Floating-point intrinsics.
    ("llvm.intr.ceil", "fastmathFlags", FMF_NONE),
    ("llvm.intr.copysign", "fastmathFlags", FMF_NONE),
    ("llvm.intr.cos", "fastmathFlags", FMF_NONE),
    ("llvm.intr.exp", "fastmathFlags", FMF_NONE),
    ("llvm.intr.exp2", "fastmathFlags", FMF_NONE),
    ("llvm.intr.fabs", "fastmathFlags", FMF_NONE),
    ("llvm.intr.floor", "fastmathFlags", FMF_NONE),
    ("llvm.intr.fma", "fastmathFlags", FMF_NONE),
    ("llvm.intr.fmuladd", "fastmathFlags", FMF_NONE),
    ("llvm.intr.log", "fastmathFlags", FMF_NONE),
    ("llvm.intr.log10", "fastmathFlags", FMF_NONE),
    ("llvm.intr.log2", "fastmathFlags", FMF_NONE),
    ("llvm.intr.maximum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.maxnum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.minimum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.minnum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.nearbyint", "fastmathFlags", FMF_NONE),
    ("llvm.intr.pow", "fastmathFlags", FMF_NONE),
    ("llvm.intr.powi", "fastmathFlags", FMF_NONE),
    ("llvm.intr.rint", "fastmathFlags", FMF_NONE),
    ("llvm.intr.round", "fastmathFlags", FMF_NONE),
    ("llvm.intr.roundeven", "fastmathFlags", FMF_NONE),
    ("llvm.intr.sin", "fastmathFlags", FMF_NONE),
    ("llvm.intr.sqrt", "fastmathFlags", FMF_NONE),
    ("llvm.intr.trunc", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fadd", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fmax", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fmaximum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fmin", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fminimum", "fastmathFlags", FMF_NONE),
    ("llvm.intr.vector.reduce.fmul", "fastmathFlags", FMF_NONE),
    // Debug intrinsics: an omitted location expression is the empty one.
    ("llvm.intr.dbg.declare", "locationExpr", "#llvm.di_expression<>"),
    ("llvm.intr.dbg.value", "locationExpr", "#llvm.di_expression<>"),
];

/// Properties that are not `DefaultValuedAttr` yet are present even when the
/// text does not write them: (op, attribute, value when not written).
///
/// - `overflowFlags` of `llvm.add`, `llvm.sub`, `llvm.mul`, `llvm.shl` is a
///   property with a default (`IntegerOverflowFlags::none`), not an
///   attribute, which is why the reference's attribute table (and so the
///   generated `attrs`) lacks it; it appears only as `$overflowFlags` in the
///   format. The generic form always prints it, whichever form was parsed;
///   the custom form prints `overflow<nsw, nuw>` after the operands unless it
///   is `none`.
/// - `unnamed_addr` of `llvm.func` and `llvm.mlir.global` is an
///   `OptionalAttr`, but their hand-written custom parsers always store it
///   (`0 : i64` when no `unnamed_addr`/`local_unnamed_addr` keyword is
///   written), and their printers write no keyword for 0. An op parsed from
///   the generic form without it stays without it.
/// - `linkage` of `llvm.mlir.global` is a required attribute; its custom
///   parser stores `external` when no linkage keyword is written. (Its custom
///   printer always writes the keyword, `external` included; `llvm.func`'s
///   linkage is a `DefaultValuedAttr`, see [`DEFAULTS`], and its printer
///   omits `external`.)
///
/// No other property showed this behaviour in the twins or the Lua corpus.
/// Derived properties (`operandSegmentSizes`, `case_operand_segments`,
/// `elem_type`, `function_type`, ...) are set by the parsers too, but from
/// the operands and types, so they have no fixed value to list here.
pub static ALWAYS_SET: &[(&str, &str, &str)] = &[
    ("llvm.add", "overflowFlags", "#llvm.overflow<none>"),
    ("llvm.sub", "overflowFlags", "#llvm.overflow<none>"),
    ("llvm.mul", "overflowFlags", "#llvm.overflow<none>"),
    ("llvm.shl", "overflowFlags", "#llvm.overflow<none>"),
    ("llvm.func", "unnamed_addr", "0 : i64"),
    ("llvm.mlir.global", "unnamed_addr", "0 : i64"),
    ("llvm.mlir.global", "linkage", "#llvm.linkage<external>"),
];

// Intrinsic ops whose result type is given by the op's own operand or
// attribute types rather than by a type directive are out of scope here.

/// Inherent attributes without a default that an op cannot do without
/// (ODS `requires attribute '...'`); the op references do not mark them, so
/// they are listed here for the ops commonly written in generic form.
pub static REQUIRED: &[(&str, &[&str])] = &[
    ("llvm.mlir.global", &["global_type", "linkage", "sym_name"]),
    ("llvm.func", &["function_type", "sym_name"]),
    ("llvm.mlir.addressof", &["global_name"]),
    ("llvm.mlir.constant", &["value"]),
    ("llvm.getelementptr", &["elem_type", "rawConstantIndices"]),
    ("llvm.alloca", &["elem_type"]),
    ("llvm.extractvalue", &["position"]),
    ("llvm.insertvalue", &["position"]),
    ("llvm.shufflevector", &["mask"]),
    ("llvm.atomicrmw", &["bin_op", "ordering"]),
    ("llvm.cmpxchg", &["failure_ordering", "success_ordering"]),
    ("llvm.fence", &["ordering"]),
    ("llvm.icmp", &["predicate"]),
    ("llvm.fcmp", &["predicate"]),
    ("llvm.comdat", &["sym_name"]),
    ("llvm.comdat_selector", &["comdat", "sym_name"]),
    ("llvm.call_intrinsic", &["intrin"]),
    ("llvm.mlir.global_ctors", &["ctors", "priorities"]),
    ("llvm.mlir.global_dtors", &["dtors", "priorities"]),
];


#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::opdef::{AttrType, OpDef};
    use std::collections::HashSet;

    fn all_ops() -> impl Iterator<Item = &'static OpDef> {
        crate::ods::all_ops()
    }

    fn op(name: &str) -> Option<&'static OpDef> {
        all_ops().find(|o| o.name == name)
    }

    fn enum_named(name: &str) -> Option<&'static EnumDef> {
        ENUMS.iter().find(|e| e.name == name)
    }

    #[test]
    fn enum_names_are_unique() {
        let mut seen = HashSet::new();
        for e in ENUMS {
            assert!(seen.insert(e.name), "enum {} listed twice", e.name);
        }
    }

    #[test]
    fn enum_keywords_and_values_are_unique() {
        for e in ENUMS {
            assert!(!e.cases.is_empty(), "enum {} has no cases", e.name);
            let mut kws = HashSet::new();
            let mut vals = HashSet::new();
            for &(kw, v) in e.cases {
                assert!(kws.insert(kw), "enum {}: keyword {kw:?} twice", e.name);
                assert!(vals.insert(v), "enum {}: value {v} twice", e.name);
                assert_eq!(e.value(kw), Some(v));
                assert_eq!(e.keyword(v), Some(kw));
            }
        }
    }

    #[test]
    fn every_i64_enum_of_the_tables_is_known() {
        // Other dialects' enums (arith's predicates) live in their folders.
        for o in all_ops().filter(|o| o.name.starts_with("llvm.")) {
            for a in o.attrs {
                if let AttrType::I64Enum(name) = a.ty {
                    assert!(
                        enum_named(name).is_some(),
                        "{}.{}: enum {name} missing",
                        o.name,
                        a.name
                    );
                }
            }
        }
        for name in ["Linkage", "CConv", "TailCallKind", "FramePointerKind"] {
            assert!(enum_named(name).is_some(), "enum {name} missing");
        }
    }

    #[test]
    fn defaults_name_attributes_of_known_ops() {
        let mut seen = HashSet::new();
        for &(o, a, v) in DEFAULTS {
            assert!(seen.insert((o, a)), "default {o}.{a} listed twice");
            let def = op(o).unwrap_or_else(|| panic!("DEFAULTS: unknown op {o}"));
            assert!(def.attr(a).is_some(), "DEFAULTS: {o} has no attribute {a}");
            assert!(!v.is_empty(), "DEFAULTS: {o}.{a} has an empty default");
        }
    }

    #[test]
    fn defaults_agree_with_attribute_types() {
        for &(o, a, v) in DEFAULTS {
            let ty = op(o).and_then(|d| d.attr(a)).map(|d| d.ty).unwrap();
            match ty {
                AttrType::I64Enum(name) => {
                    let n: i64 = v.strip_suffix(" : i64").expect("i64 default").parse().unwrap();
                    assert!(enum_named(name).unwrap().keyword(n).is_some(), "{o}.{a}: {v}");
                }
                AttrType::Int(w) => {
                    let suffix = format!(" : i{w}");
                    assert!(v.ends_with(&suffix), "{o}.{a}: {v} is not an i{w}");
                }
                AttrType::Dialect(m) => {
                    let prefix = format!("#{m}<");
                    assert!(v.starts_with(&prefix) && v.ends_with('>'), "{o}.{a}: {v}");
                }
                _ => {}
            }
        }
    }

    #[test]
    fn always_set_names_properties_of_known_ops() {
        let mut seen = HashSet::new();
        for &(o, a, _) in ALWAYS_SET {
            assert!(seen.insert((o, a)), "always-set {o}.{a} listed twice");
            assert!(
                !DEFAULTS.iter().any(|d| d.0 == o && d.1 == a),
                "{o}.{a} is in both DEFAULTS and ALWAYS_SET"
            );
            let def = op(o).unwrap_or_else(|| panic!("ALWAYS_SET: unknown op {o}"));
            // A property the reference's attribute table leaves out still
            // shows up in the op's assembly format.
            let in_format = def.format.is_some_and(|f| f.contains(&format!("${a}")));
            assert!(def.attr(a).is_some() || in_format, "ALWAYS_SET: {o} has no property {a}");
        }
    }

    #[test]
    fn dialect_attribute_defaults_use_known_keywords() {
        let pairs = [
            ("#llvm.cconv<", "CConv"),
            ("#llvm.linkage<", "Linkage"),
            ("#llvm.tailcallkind<", "TailCallKind"),
        ];
        for &(_, _, v) in DEFAULTS.iter().chain(ALWAYS_SET) {
            for (prefix, e) in pairs {
                if let Some(kw) = v.strip_prefix(prefix).and_then(|r| r.strip_suffix('>')) {
                    assert!(enum_named(e).unwrap().value(kw).is_some(), "{v}");
                }
            }
        }
    }
}

/// Bit-enum attributes printed as keyword lists, their flags in bit order
/// (MLIR's printing order); `fast` stands for every fastmath flag.
pub static BIT_ENUMS: &[BitEnumDef] = &[
    BitEnumDef {
        mnemonic: "llvm.fastmath",
        flags: &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"],
        all: Some("fast"),
        none: "none",
        separator: ", ",
    },
    BitEnumDef { mnemonic: "llvm.overflow", flags: &["nsw", "nuw"], all: None, none: "none", separator: ", " },
];

/// Optional parameters MLIR leaves out when they hold their default (zero
/// or false); checked one by one against mlir-opt-19.
pub static ELIDED_WHEN_ZERO: &[(&str, &[&str])] = &[
    ("di_basic_type", &["sizeInBits"]),
    ("di_compile_unit", &["nameTableKind"]),
    ("di_composite_type", &["line", "sizeInBits", "alignInBits"]),
    ("di_derived_type", &["sizeInBits", "alignInBits", "offsetInBits"]),
    ("di_global_variable", &["isLocalToUnit", "isDefined", "alignInBits"]),
    ("di_label", &["line"]),
    ("di_lexical_block", &["line", "column"]),
    ("di_local_variable", &["line", "arg", "alignInBits"]),
    ("di_module", &["line", "isDecl"]),
    ("di_subprogram", &["line", "scopeLine"]),
    ("tbaa_tag", &["constant"]),
];

/// The debug-info flag enums of attribute parameters, cases in MLIR 19's
/// declaration order. (MLIR 19 gives the three inheritance flags the same
/// bit, so any of them prints as all three.)
pub static PARAM_BIT_ENUMS: &[ParamBitEnumDef] = &[
    ParamBitEnumDef {
        name: "DIFlags",
        cases: &[
            ("Zero", 0, false),
            ("Private", 1, false),
            ("Protected", 2, false),
            ("Public", 3, true),
            ("FwdDecl", 1 << 2, false),
            ("AppleBlock", 1 << 3, false),
            ("ReservedBit4", 1 << 4, false),
            ("Virtual", 1 << 5, false),
            ("Artificial", 1 << 6, false),
            ("Explicit", 1 << 7, false),
            ("Prototyped", 1 << 8, false),
            ("ObjcClassComplete", 1 << 9, false),
            ("ObjectPointer", 1 << 10, false),
            ("Vector", 1 << 11, false),
            ("StaticMember", 1 << 12, false),
            ("LValueReference", 1 << 13, false),
            ("RValueReference", 1 << 14, false),
            ("ExportSymbols", 1 << 15, false),
            ("SingleInheritance", 1 << 16, false),
            ("MultipleInheritance", 1 << 16, false),
            ("VirtualInheritance", 1 << 16, false),
            ("IntroducedVirtual", 1 << 18, false),
            ("BitField", 1 << 19, false),
            ("NoReturn", 1 << 20, false),
            ("TypePassByValue", 1 << 22, false),
            ("TypePassByReference", 1 << 23, false),
            ("EnumClass", 1 << 24, false),
            ("Thunk", 1 << 25, false),
            ("NonTrivial", 1 << 26, false),
            ("BigEndian", 1 << 27, false),
            ("LittleEndian", 1 << 28, false),
            ("AllCallsDescribed", 1 << 29, false),
        ],
    },
    ParamBitEnumDef {
        name: "DISubprogramFlags",
        cases: &[
            ("Virtual", 1, false),
            ("PureVirtual", 1 << 1, false),
            ("LocalToUnit", 1 << 2, false),
            ("Definition", 1 << 3, false),
            ("Optimized", 1 << 4, false),
            ("Pure", 1 << 5, false),
            ("Elemental", 1 << 6, false),
            ("Recursive", 1 << 7, false),
            ("MainSubprogram", 1 << 8, false),
            ("Deleted", 1 << 9, false),
            ("ObjCDirect", 1 << 11, false),
        ],
    },
];

/// DWARF base type encodings by value (`llvm::dwarf::AttributeEncodingString`),
/// as MLIR prints `DW_OP_LLVM_convert`'s second argument.
pub static DW_ATE: &[(&str, u64)] = &[
    ("DW_ATE_address", 1),
    ("DW_ATE_boolean", 2),
    ("DW_ATE_complex_float", 3),
    ("DW_ATE_float", 4),
    ("DW_ATE_signed", 5),
    ("DW_ATE_signed_char", 6),
    ("DW_ATE_unsigned", 7),
    ("DW_ATE_unsigned_char", 8),
    ("DW_ATE_imaginary_float", 9),
    ("DW_ATE_packed_decimal", 10),
    ("DW_ATE_numeric_string", 11),
    ("DW_ATE_edited", 12),
    ("DW_ATE_signed_fixed", 13),
    ("DW_ATE_unsigned_fixed", 14),
    ("DW_ATE_decimal_float", 15),
    ("DW_ATE_UTF", 16),
    ("DW_ATE_UCS", 17),
    ("DW_ATE_ASCII", 18),
];
