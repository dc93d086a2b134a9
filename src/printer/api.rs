//! What a dialect's hand-written printing may use (in the spirit of MLIR's
//! `OpAsmPrinter`): the rows a dialect registers its printing hooks in, and
//! the printer's helpers for operands, types, attributes, regions and
//! successors.
//!
//! A hook is a plain function of the [`Printer`] (its `out` text and
//! methods: `print_type`, `print_attr`, `type_list`, `result_types`,
//! `value_list`, `optional_attr_dict`, `print_region_custom`, ...) and the
//! op's [`OpView`].

use crate::ir::{Attr, Body, Context, Op, OpData};
use crate::ods::format::CustomArg;

pub use super::custom::{all_attrs, successor_group, OpView};
pub use super::function::{function_body, function_signature, sym_name, FunctionSignature};
pub use super::op_helpers::{attrs_except, is_flags_none, print_value, signature_of};
pub use super::state::{attr_to_string, type_to_string, Printer};

/// An op's whole custom form after its name.
pub type PrintFn = fn(&mut Printer<'_>, &OpView<'_>);
/// Whether an op has the shape its hand-written printer needs (an op that
/// has not prints in the generic form).
pub type PrintableFn = fn(&Context, &Body, &OpData) -> bool;
/// A `custom<Name>(args)` directive of a format.
pub type DirectiveFn = fn(&mut Printer<'_>, &OpView<'_>, &[CustomArg]);
/// The name an op suggests for its single result (MLIR's
/// `getAsmResultNames`): `c42_i32` for `%c42_i32`.
pub type ResultNameFn = fn(&Context, &Body, Op) -> Option<String>;

/// The properties a hand-written form leaves out for this op (a default
/// it elides): MLIR finds aliases by printing, so those get none.
pub type UnprintedFn = fn(&Context, &Body, Op) -> Vec<&'static str>;
/// Writes an attribute of the dialect's stripped of `#name` as a format
/// variable shows it, if the dialect prints it specially; `false` leaves
/// it to the engine.
pub type StrippedAttrFn = fn(&Context, Attr, &mut String) -> bool;

/// One op's hand-written printing.
#[derive(Debug)]
pub struct OpPrint {
    /// The op's full name (`llvm.icmp`).
    pub op: &'static str,
    /// The whole custom form (ops without a declarative format).
    pub print: Option<PrintFn>,
    /// A check beyond the table's slot counts before the custom form.
    pub printable: Option<PrintableFn>,
    /// The name of its single result in the custom form.
    pub result_name: Option<ResultNameFn>,
    /// The dialect whose ops are printed without their namespace inside
    /// this op's regions (MLIR's `getDefaultDialect`: `func` in
    /// `func.func`).
    pub default_dialect: Option<&'static str>,
    /// See [`UnprintedFn`].
    pub unprinted: Option<UnprintedFn>,
    /// Its custom form shows its regions' entry arguments as plain values
    /// (`omp.loop_nest (%iv) : i64 = ...`), so their locations are never
    /// printed and get no `#loc` alias (MLIR's `printRegion` with
    /// `printEntryBlockArgs=false`, no `printRegionArgument`).
    pub hides_entry_arg_locs: bool,
}

impl OpPrint {
    pub const NONE: OpPrint = OpPrint {
        op: "",
        print: None,
        printable: None,
        result_name: None,
        default_dialect: None,
        unprinted: None,
        hides_entry_arg_locs: false,
    };
}

/// A dialect's printing hooks.
#[derive(Debug)]
pub struct DialectPrint {
    pub ops: &'static [OpPrint],
    /// `custom<...>` directives of its ops' formats, by name.
    pub directives: &'static [(&'static str, DirectiveFn)],
    /// Its attributes written stripped as format variables.
    pub stripped_attr: Option<StrippedAttrFn>,
    /// Mnemonics of its attributes printed as aliases named by the
    /// mnemonic (MLIR's `OpAsmDialectInterface::getAlias`: `#tbaa_tag`).
    pub aliased_attrs: &'static [&'static str],
}

impl DialectPrint {
    pub const EMPTY: DialectPrint = DialectPrint { ops: &[], directives: &[], stripped_attr: None, aliased_attrs: &[] };
}

/// A single-block region whose entry arguments the op shows itself (or has
/// none) and whose terminator is left out when `terminator` is false, as
/// MLIR's `printRegion(region, /*printEntryBlockArgs=*/false,
/// /*printBlockTerminators=*/false)` prints it (`memref.alloca_scope`).
/// Other regions print in full.
pub fn region_without_terminator(p: &mut Printer<'_>, v: &OpView<'_>, r: crate::ir::Region, terminator: bool) {
    let body = &v.m.body;
    let blocks = &body.region(r).blocks;
    if terminator || blocks.len() != 1 {
        p.print_region_custom(v.m, v.names, r, v.indent, false);
        return;
    }
    let ops = &body.block(blocks[0]).ops;
    let shown = &ops[..ops.len().saturating_sub(1)];
    p.out.push_str("{\n");
    p.print_block_ops(v.m, v.names, shown, v.indent + 2);
    for _ in 0..v.indent {
        p.out.push(' ');
    }
    p.out.push('}');
}
