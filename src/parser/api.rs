//! What a dialect's hand-written parsing may use (in the spirit of MLIR's
//! `OpAsmParser`): the rows a dialect registers its parsing hooks in, and
//! the parser's helpers for reading operands, types, attributes, keywords,
//! regions and successors with MLIR's error wording.
//!
//! A hook is a function generic over the grammar's flavour
//! (`fn f<'a, E: G<'a>>(inp: &mut Cursor<'a, '_, E>, subs: &Subs<'a, E>,
//! p: &mut OpParse<'_>, args: &HookArgs<'_>) -> Result<(), E::Error>`),
//! registered as `parse_hook!(f)`. It reads tokens through the helpers
//! below, fills `p`'s slots and properties, and fails through
//! [`err_here`]/[`err_at`] so the grammar reports MLIR's
//! `custom op 'name' ...` message.

use crate::ir::{BodyItem, Context};

pub use super::ast::{BlockAst, LocAst, OpAst, RegionAst, TokIdx, ValueUse};
pub use super::attributes::stripped_dialect_attr;
/// `dense<...>` bodies read apart from their type, for forms that imply
/// the type (`memref.global`'s initial value takes the memref's shape).
pub use super::dense::{dense_attr, dense_literal, DenseLit};
pub use super::cursor::{
    eat_kind, eat_kw, err_at, err_at_tok, err_here, named_region_label_err, expect_kind, expect_literal, parse_opt_dict, peek_is_kw, peek_kind, pos, st,
    optional_arrow_types, type_list, unit_prop, value_list, delimited_value_list,
};
pub use super::custom_op::{parse_elem, parse_elems};
pub use super::extra::{custom_err, Cursor, HookArgs, ParseHook, Subs, G};
pub use super::function::{arg_and_result_attrs, function_body, function_op, parse_symbol_name, signature, sym_name, Signature};
pub use super::infer::{copy, element_type, get, set, InferFn};
pub use super::literals::{normalize, symbol_name, unescape};
pub use super::op_parse::OpParse;
pub use super::state::{AttrError, PState};
pub use crate::lexer::{Kind, Tok};
pub use crate::parse_hook;
pub use chumsky::span::SimpleSpan;
/// An LLVM-compatible type (`LLVM_Type`), for the forms that insist on one.
pub use crate::verify::constraints::is_compatible as is_llvm_compatible;
/// A type's spelling, for messages.
pub use crate::printer::type_to_string;

/// A dialect's check of one of its attributes' bodies just read (`name`
/// is the full name, `llvm.tbaa_tag`): MLIR's messages, each at the whole
/// attribute (`None`) or at the body's token `Some(i)` counted from the
/// name. `starts[k]` is the token of item `k` counted the same way, and
/// `starts[items.len()]` the token after the body.
pub type AttrCheck = fn(&Context, &str, &[BodyItem], &[usize]) -> Vec<AttrError>;


/// A [`ParseHook`] from a function generic over the flavour:
/// `parse_hook!(parse_cmp)` where
/// `fn parse_cmp<'a, E: G<'a>>(inp, subs, p, args) -> Result<(), E::Error>`.
#[macro_export]
macro_rules! parse_hook {
    ($f:path) => {
        $crate::parser::api::ParseHook { fast: |i, s, p, a| $f(i, s, p, a), rich: |i, s, p, a| $f(i, s, p, a) }
    };
}

/// One op's hand-written parsing.
#[derive(Debug)]
pub struct OpSyntax {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
    /// The whole custom form after the op's name (ops without a
    /// declarative format).
    pub parse: Option<ParseHook>,
    /// How many (operand, successor, result) slots `parse` indexes by
    /// position; a table with fewer is reported, not a panic.
    pub slots: (usize, usize, usize),
    /// A form tried when the declarative format fails (an older syntax);
    /// if it fails too, the format's message stands.
    pub fallback: Option<ParseHook>,
    /// Types the format leaves out, beyond traits and buildable types.
    pub infer: Option<InferFn>,
}

impl OpSyntax {
    pub const NONE: OpSyntax = OpSyntax { op: "", parse: None, slots: (0, 0, 0), fallback: None, infer: None };
}

/// A dialect's parsing hooks.
#[derive(Debug)]
pub struct DialectSyntax {
    pub ops: &'static [OpSyntax],
    /// Old spellings of ops that read as today's op: (old name, op).
    pub op_aliases: &'static [(&'static str, &'static str)],
    /// `custom<Name>(...)` directives of its ops' formats, by name.
    pub directives: &'static [(&'static str, ParseHook)],
    /// Reads an attribute variable of one of the dialect's attribute
    /// classes written without `#name` (`HookArgs::attr` is the slot) and
    /// sets the property.
    pub stripped_attr: Option<ParseHook>,
    /// Checks its attributes' bodies as they are read.
    pub attr_check: Option<AttrCheck>,
}

impl DialectSyntax {
    pub const EMPTY: DialectSyntax =
        DialectSyntax { ops: &[], op_aliases: &[], directives: &[], stripped_attr: None, attr_check: None };
}
