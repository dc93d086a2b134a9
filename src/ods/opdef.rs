//! What llmir knows about one registered operation: the shape of its
//! operands, results, attributes, regions and successors, its traits, and
//! its assembly format (MLIR's declarative format language, interpreted by
//! [`super::format`]) or the named hook that replaces it.
//!
//! Tables of these are static data (`src/dialects/*/`); facts that the
//! generated op references do not carry (defaults, enum spellings, how
//! types are inferred) come from a hand-written overlay keyed by op name.

/// How many values an operand, result or successor slot takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    One,
    Optional,
    Variadic,
}

/// A named operand, result or successor slot.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    pub name: &'static str,
    pub arity: Arity,
    /// The type constraint in the reference's words ("LLVM pointer type");
    /// the verifier checks it and quotes it in its message, as MLIR does.
    pub constraint: &'static str,
}

/// What an attribute (a property, in MLIR 19's terms) holds. The custom
/// form prints and parses a variable of each kind differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrType {
    /// Present or absent (`UnitAttr`).
    Unit,
    Bool,
    /// A signless integer attribute of this width (`I32Attr`, `I64Attr`).
    Int(u8),
    /// A float attribute of this width (`F64Attr`), written without type.
    Float(u8),
    String,
    FlatSymbolRef,
    SymbolRef,
    TypeAttr,
    Array,
    DenseI32Array,
    DenseI64Array,
    /// Element attributes (`dense<...>`), e.g. switch case values.
    Elements,
    /// An affine map (`AffineMapAttr`: `affine_map<...>`).
    AffineMap,
    /// An enum stored as an `i64` integer, spelled as a keyword in the
    /// custom form (`monotonic`, `add`, ...): the name of its [`EnumDef`].
    I64Enum(&'static str),
    /// The same, stored as an `i32` integer (`I32EnumAttr` without an
    /// attribute class: arith's rounding mode).
    I32Enum(&'static str),
    /// A dialect attribute such as `#llvm.linkage<...>`; the mnemonic
    /// including the dialect (`llvm.linkage`).
    Dialect(&'static str),
    /// Anything else (the reference says `::mlir::Attribute`, or a type we
    /// keep as a whole attribute).
    Any,
}

/// An inherent attribute of an op.
#[derive(Clone, Copy, Debug)]
pub struct AttrDef {
    pub name: &'static str,
    pub ty: AttrType,
}

/// A dialect attribute class: its mnemonic and its parameters (name, C++
/// type) in declaration order, which is the order MLIR prints them in.
#[derive(Clone, Copy, Debug)]
pub struct AttrSchema {
    pub class: &'static str,
    pub mnemonic: &'static str,
    pub params: &'static [(&'static str, &'static str)],
}

/// A bit enum attribute of a dialect (`#arith.fastmath<nnan,ninf>`): its
/// flags in the order MLIR prints them, the keyword standing for all of them
/// (`fast`) if any, the keyword for none, and the separator MLIR prints
/// between flags (`,` or `, `).
#[derive(Clone, Copy, Debug)]
pub struct BitEnumDef {
    /// The attribute's full mnemonic (`arith.fastmath`).
    pub mnemonic: &'static str,
    pub flags: &'static [&'static str],
    pub all: Option<&'static str>,
    pub none: &'static str,
    pub separator: &'static str,
}

/// A bit enum that is a parameter of an attribute (MLIR's `EnumParameter`
/// of a `BitEnumAttr`, `DIFlags`), printed as MLIR's generated `stringify`
/// does: group cases first (their bits then hidden), then every case whose
/// bits are all set, in declaration order, `|`-joined; bare when the value
/// is exactly one case's, quoted otherwise.
#[derive(Debug)]
pub struct ParamBitEnumDef {
    /// The C++ type of the parameter (`DIFlags`).
    pub name: &'static str,
    /// (keyword, value, is a group) in declaration order.
    pub cases: &'static [(&'static str, u32, bool)],
}

/// How a custom form's missing types follow from the others (MLIR's
/// `AllTypesMatch`, `TypesMatchWith` and result type inference), for ops of
/// the declarative format; slots are named as in the op's table.
#[derive(Clone, Copy, Debug)]
pub enum TypeRule {
    /// These slots all have one type (`AllTypesMatch`).
    Same(&'static [&'static str]),
    /// `to` is `i1`, or the shaped type of `i1` with `from`'s shape
    /// (comparisons).
    BoolLike { from: &'static str, to: &'static str },
    /// `to` is the element type of the shaped type `from` (memref loads).
    ElementOf { from: &'static str, to: &'static str },
}

/// An enum's keywords and the integers they are stored as.
#[derive(Clone, Copy, Debug)]
pub struct EnumDef {
    /// The enum attribute's ODS summary, where it has its own (LLVM's
    /// enums, arith's rounding mode); `None` is ODS's default for an
    /// integer enum, "allowed N-bit signless integer cases: ...".
    pub summary: Option<&'static str>,
    pub name: &'static str,
    pub cases: &'static [(&'static str, i64)],
}

impl EnumDef {
    pub fn keyword(&self, value: i64) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }
    pub fn value(&self, keyword: &str) -> Option<i64> {
        self.cases.iter().find(|c| c.0 == keyword).map(|c| c.1)
    }
}

/// Op traits that parsing, printing and verification consult.
pub mod traits {
    pub const TERMINATOR: u32 = 1 << 0;
    pub const ISOLATED_FROM_ABOVE: u32 = 1 << 1;
    pub const SYMBOL_TABLE: u32 = 1 << 2;
    pub const SAME_OPERANDS_AND_RESULT_TYPE: u32 = 1 << 3;
    pub const ATTR_SIZED_OPERAND_SEGMENTS: u32 = 1 << 4;
    pub const NO_TERMINATOR: u32 = 1 << 5;
    pub const SINGLE_BLOCK: u32 = 1 << 6;
    pub const COMMUTATIVE: u32 = 1 << 7;
    pub const CONSTANT_LIKE: u32 = 1 << 8;
    pub const SAME_TYPE_OPERANDS: u32 = 1 << 9;
    pub const RETURN_LIKE: u32 = 1 << 10;
    pub const SAME_OPERANDS_AND_RESULT_ELEMENT_TYPE: u32 = 1 << 11;
    pub const SAME_OPERANDS_ELEMENT_TYPE: u32 = 1 << 12;
    pub const NO_REGION_ARGUMENTS: u32 = 1 << 13;
    pub const AUTOMATIC_ALLOCATION_SCOPE: u32 = 1 << 14;
    /// `NoMemoryEffect`: the op neither reads nor writes memory, so it can
    /// be removed when unused and merged with an identical op (CSE).
    pub const NO_MEMORY_EFFECT: u32 = 1 << 15;
    /// `FunctionOpInterface`: the verifier checks the argument and result
    /// attributes and the entry block against the signature, and a
    /// function-like op is what "the enclosing function" means.
    pub const FUNCTION_LIKE: u32 = 1 << 16;
    /// `Symbol` (an interface in MLIR): the op's parent must be a symbol
    /// table.
    pub const SYMBOL: u32 = 1 << 17;
    /// The op's regions are SSA-CFG regions (MLIR's default region kind,
    /// not `HasOnlyGraphRegion`): values dominate their uses there and in
    /// what they nest. The verifier checks dominance from the outermost
    /// such op. Set by the generator on the generated ops with regions;
    /// the hand-kept tables (omp) do not set it, so their ops get checked
    /// only inside a function.
    pub const SSA_CFG_REGIONS: u32 = 1 << 18;
    /// `RecursiveMemoryEffects`: the op's effects are those of the ops in
    /// its regions (an unused `scf.for` whose body only computes is dead).
    pub const RECURSIVE_MEMORY_EFFECTS: u32 = 1 << 19;
    /// `SameOperandsAndResultShape` (`verify::shape_traits`).
    pub const SAME_OPERANDS_AND_RESULT_SHAPE: u32 = 1 << 20;
    /// `Elementwise` (`verify::shape_traits`).
    pub const ELEMENTWISE: u32 = 1 << 21;
}

/// One registered operation, as the generated tables describe it.
#[derive(Clone, Copy, Debug)]
pub struct OpDef {
    pub name: &'static str,
    /// The declarative assembly format; `None` when the op has a hand-written
    /// form ([`crate::dialects::hooks`]) or only the generic form.
    pub format: Option<&'static str>,
    pub operands: &'static [Slot],
    pub results: &'static [Slot],
    pub attrs: &'static [AttrDef],
    pub regions: &'static [Slot],
    pub successors: &'static [Slot],
    pub traits: u32,
}

/// An op with a declarative format and no regions or successors, the shape
/// of the hand-kept GPU dialect tables.
pub const fn formatted_op(
    name: &'static str,
    format: &'static str,
    operands: &'static [Slot],
    results: &'static [Slot],
    attrs: &'static [AttrDef],
    traits: u32,
) -> OpDef {
    OpDef { name, format: Some(format), operands, results, attrs, regions: &[], successors: &[], traits }
}

impl OpDef {
    pub fn has(&self, t: u32) -> bool {
        self.traits & t != 0
    }
    pub fn attr(&self, name: &str) -> Option<&'static AttrDef> {
        self.attrs.iter().find(|a| a.name == name)
    }
    pub fn operand_index(&self, name: &str) -> Option<usize> {
        self.operands.iter().position(|s| s.name == name)
    }
    pub fn result_index(&self, name: &str) -> Option<usize> {
        self.results.iter().position(|s| s.name == name)
    }
}

/// Builders and constraint wordings shared by the hand-kept op tables
/// (NVVM, ROCDL).
pub mod build {
    use super::{Arity, AttrDef, AttrType, Slot};

    pub const I32: &str = "32-bit signless integer";
    pub const I16: &str = "16-bit signless integer";
    pub const I64: &str = "64-bit signless integer";
    pub const I1: &str = "1-bit signless integer";
    pub const F32: &str = "32-bit float";
    pub const LLVM_TYPE: &str = "LLVM dialect-compatible type";
    pub const ANY_POINTER: &str = "LLVM pointer type";
    pub const SHARED_POINTER: &str = "LLVM pointer in address space 3";
    pub const GLOBAL_POINTER: &str = "LLVM pointer in address space 1";
    pub const STRUCT: &str = "LLVM structure type";

    pub const fn one(name: &'static str, constraint: &'static str) -> Slot {
        Slot { name, arity: Arity::One, constraint }
    }
    pub const fn optional(name: &'static str, constraint: &'static str) -> Slot {
        Slot { name, arity: Arity::Optional, constraint }
    }
    pub const fn variadic(name: &'static str, constraint: &'static str) -> Slot {
        Slot { name, arity: Arity::Variadic, constraint }
    }
    pub const fn attr(name: &'static str, ty: AttrType) -> AttrDef {
        AttrDef { name, ty }
    }
}
