//! A dialect declared as data.
//!
//! Each dialect's `mod.rs` (under `src/dialects/<name>/`) builds one
//! [`Dialect`]: its op tables, the facts the tables do not carry (enums,
//! property defaults), and its behaviour grouped by the engine that calls
//! it. Each group is a type owned by that engine's `api` module, so an
//! engine decides what it can be asked to call and a dialect only fills
//! rows in:
//!
//! * [`crate::parser::api::DialectSyntax`] / `OpSyntax`: hand-written
//!   custom forms, format directives, type inference (parsing);
//! * [`crate::printer::api::DialectPrint`] / `OpPrint`: the printing side
//!   of hand-written forms;
//! * [`crate::verify::api::DialectVerify`] / `OpVerify`: the op's own
//!   verifier, region and symbol-use checks, dialect attribute checks;
//! * [`crate::passes::api::DialectRewrite`] / `OpRewrite`: folds,
//!   canonicalization patterns, memory effects, branch operands, constant
//!   materialization; and the dialect's passes;
//! * [`crate::emit::api::DialectTranslation`]: what translating to LLVM IR
//!   does for the dialect's discardable attributes.
//!
//! [`super::registry`] merges the rows by op name into each op's
//! [`super::OpInfo`]; a row naming an op no table has is a bug that the
//! registry's tests catch.

use super::opdef::{AttrSchema, BitEnumDef, EnumDef, OpDef, TypeRule};
use crate::ir::{BodyItem, Context};

/// How the attributes and types of a dialect are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrModel {
    /// Parsed into llmir's own values (checked, canonicalised, re-aliased).
    Modeled,
    /// Kept as the source's text, as MLIR keeps those of a dialect it does
    /// not load: no `--allow-unregistered-dialect` is needed for them.
    Verbatim,
    /// Not modelled yet: like an unregistered dialect's, they need
    /// `--allow-unregistered-dialect`.
    Unknown,
}

/// One registered dialect.
pub struct Dialect {
    /// The namespace (`llvm`, `arith`).
    pub name: &'static str,
    pub attrs: AttrModel,
    /// Whether its ops may be written without the namespace in the custom
    /// form (`module`, `return`: builtin, and func inside function bodies).
    pub bare_op_names: bool,
    /// The op tables (generated from `../shared/spec` where it has a
    /// reference, hand-kept otherwise).
    pub tables: &'static [&'static [OpDef]],
    /// Enums the tables name by `AttrType::I64Enum`.
    pub enums: &'static [EnumDef],
    /// `DefaultValuedAttr` properties: (op, property, default as MLIR
    /// prints it).
    pub defaults: &'static [(&'static str, &'static str, &'static str)],
    /// Properties a custom-form parse always sets: (op, property, value).
    pub always_set: &'static [(&'static str, &'static str, &'static str)],
    /// Names the ops give their results in the custom form (MLIR's
    /// `getAsmResultNames`): (op, one name per result slot).
    pub result_names: &'static [(&'static str, &'static [&'static str])],
    /// Rules for the types a declarative custom form leaves out.
    pub type_rules: &'static [(&'static str, &'static [TypeRule])],
    /// Bit enum attributes, for canonical bodies (flags in MLIR's order).
    pub bit_enums: &'static [BitEnumDef],
    /// Attribute classes with parameters, for canonical bodies.
    pub attr_schemas: &'static [AttrSchema],
    /// Bit enums used as attribute parameters, for canonical bodies.
    pub param_bit_enums: &'static [super::opdef::ParamBitEnumDef],
    /// Optional parameters of struct-format classes that MLIR leaves out
    /// when zero or false (or the enum case of value zero): (mnemonic,
    /// parameters).
    pub elided_when_zero: &'static [(&'static str, &'static [&'static str])],
    /// Canonicalises the body of an attribute neither a bit enum nor a
    /// schema covers: (dialect, full name, body from `<` to `>`).
    pub attr_canon: Option<fn(&mut Context, &'static Dialect, &str, &mut Vec<BodyItem>)>,
    /// Required inherent attributes beyond what the tables mark, in lists
    /// of (op, attribute names).
    pub required: &'static [&'static [(&'static str, &'static [&'static str])]],
    /// The mnemonics of MLIR 19's attributes of this dialect: any other
    /// `#ns.x` (or `#ns<x ...>`) is "unknown attribute `x` in dialect `ns`";
    /// `Some(&[])`: the dialect has no attribute parser at all. `None`:
    /// not checked (a dialect llmir keeps verbatim, or unregistered).
    pub attr_mnemonics: Option<&'static [&'static str]>,
    /// Whether MLIR 19's dialect parses types of its own: `false` makes any
    /// `!ns.x` or `!ns<...>` "dialect 'ns' provides no type parsing hook".
    pub provides_types: bool,
    /// Whether MLIR lets the dialect hold ops it does not know. `None`: it
    /// does (llvm, nvvm, rocdl, test), so an unknown `"ns.x"` op is kept
    /// generic. `Some(ops)`: it does not, and an unregistered op of it is
    /// "unregistered operation ... that does not allow unknown
    /// operations", except `ops`: MLIR 19's ops llmir has no table for
    /// yet, kept generic as before (the lists were read off mlir-opt-19).
    pub unmodeled_ops: Option<&'static [&'static str]>,
    pub syntax: crate::parser::api::DialectSyntax,
    pub print: crate::printer::api::DialectPrint,
    pub verify: crate::verify::api::DialectVerify,
    pub rewrite: crate::passes::api::DialectRewrite,
    /// Lowering into the LLVM dialect (`ConvertToLLVMPatternInterface`).
    pub lower: crate::conversion::api::DialectLowering,
    /// The ops lowerings into this dialect build by role (the LLVM
    /// dialect's; the conversion engine names no op itself).
    pub lowering_target: Option<&'static crate::conversion::api::TargetOps>,
    pub translate: crate::emit::api::DialectTranslation,
}

impl Dialect {
    /// A dialect with tables and no behaviour of its own yet.
    pub const EMPTY: Dialect = Dialect {
        name: "",
        attrs: AttrModel::Modeled,
        bare_op_names: false,
        tables: &[],
        enums: &[],
        defaults: &[],
        always_set: &[],
        result_names: &[],
        type_rules: &[],
        bit_enums: &[],
        attr_schemas: &[],
        elided_when_zero: &[],
        param_bit_enums: &[],
        attr_canon: None,
        required: &[],
        attr_mnemonics: None,
        provides_types: true,
        unmodeled_ops: None,
        syntax: crate::parser::api::DialectSyntax::EMPTY,
        print: crate::printer::api::DialectPrint::EMPTY,
        verify: crate::verify::api::DialectVerify::EMPTY,
        rewrite: crate::passes::api::DialectRewrite::EMPTY,
        lower: crate::conversion::api::DialectLowering::EMPTY,
        lowering_target: None,
        translate: crate::emit::api::DialectTranslation::EMPTY,
    };
}
