//! Lowering into the LLVM dialect through the dialects' [`OpLowering`]
//! rows (MLIR's `ConvertToLLVMPatternInterface`): the LLVM type converter
//! (the rules of [`super::llvm_types`]), the target (the LLVM dialect
//! legal, the converted dialects illegal), and one conversion pattern per
//! registered row. Each `convert-<dialect>-to-llvm` pass is this driver
//! over one dialect's rows.

use super::llvm_types::{LlvmTypes, LowerOptions};
use super::framework::{apply_conversion, ConversionPattern, ConversionRewriter, ConversionTarget, Legality, Mode, TypeConverter};
use crate::diag::Diagnostic;
use crate::ir::{Attr, Block, Body, Context, Ident, Op, Region, Type, Value};

/// One op's lowering: rewrites `op`, whose operands are given converted,
/// through the rewriter; false (having changed nothing) when it does not
/// apply, which leaves the op illegal.
pub type LowerFn = fn(&mut ConversionRewriter<'_>, Op, &[Value]) -> bool;

/// One op's lowering to the LLVM dialect.
#[derive(Debug)]
pub struct OpLowering {
    /// The op's full name (`arith.addi`).
    pub op: &'static str,
    pub lower: LowerFn,
}

/// A dialect's lowering rows.
#[derive(Debug)]
pub struct DialectLowering {
    pub ops: &'static [OpLowering],
    /// Whether the dialect implements MLIR 19's
    /// `ConvertToLLVMPatternInterface`: `convert-to-llvm` and the transform
    /// dialect's `dialect_to_llvm` use only those dialects' rows (vector's
    /// are reached through `convert-vector-to-llvm` alone).
    pub convert_to_llvm: bool,
}

impl DialectLowering {
    pub const EMPTY: DialectLowering = DialectLowering { ops: &[], convert_to_llvm: false };
}

/// A registered row as a conversion pattern.
struct RowPattern(&'static OpLowering);

impl ConversionPattern for RowPattern {
    fn root(&self) -> &str {
        self.0.op
    }
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
        (self.0.lower)(rw, op, operands)
    }
}

/// The LLVM dialect's type converter ([`LlvmTypes`]): builtin types become
/// their LLVM counterparts; a type without one is left as it is (an op
/// using it finds no pattern that accepts it).
pub fn llvm_type_converter(opts: LowerOptions) -> TypeConverter {
    let rules = LlvmTypes::new(opts);
    let mut converter = TypeConverter::default();
    converter.llvm = rules;
    converter.strict = true;
    converter.add(move |ctx, t| rules.convert(ctx, t));
    converter
}

/// `opts` with an index bitwidth of 0 ("derive it") replaced by the size
/// of `index` in the data layout in force at `scope` (64 without one), as
/// MLIR's `LowerToLLVMOptions(ctx, DataLayout)` does: a module with
/// `#dlti.dl_entry<index, 32 : i32>` lowers `index` to `i32`. Only the
/// passes that ask MLIR's `DataLayoutAnalysis` call it
/// (`convert-func-to-llvm`, `finalize-memref-to-llvm`); the others, and
/// `convert-to-llvm`, keep 64.
pub fn with_layout_index(ctx: &mut Context, body: &Body, scope: Op, mut opts: LowerOptions) -> LowerOptions {
    if opts.index_bitwidth == 0 {
        let index = ctx.ty(crate::ir::TypeKind::Index);
        let bits = crate::passes::api::layout_at(ctx, body, scope).size_in_bits(ctx, index);
        opts.index_bitwidth = u32::try_from(bits).ok().filter(|&b| b > 0 && b <= 1 << 16).unwrap_or(64);
    }
    opts
}

/// Lowers the ops of `dialects` nested under `scope` into the LLVM dialect
/// with their rows, as MLIR's `convert-<dialect>-to-llvm` passes do: a
/// partial conversion to a target where only the LLVM dialect is legal, so
/// an op no row lowers stays as it is.
pub fn lower_dialects(ctx: &mut Context, body: &mut Body, scope: Op, dialects: &[&str], opts: LowerOptions) -> Result<Vec<Diagnostic>, Diagnostic> {
    lower_dialects_with(ctx, body, scope, dialects, &[], opts)
}

/// [`lower_dialects`] with the `illegal` dialects marked illegal (MLIR's
/// `addIllegalDialect`): an op of theirs left unconverted fails the pass.
pub fn lower_dialects_with(
    ctx: &mut Context,
    body: &mut Body,
    scope: Op,
    dialects: &[&str],
    illegal: &[&str],
    opts: LowerOptions,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    lower_dialects_in(ctx, body, scope, dialects, &[], illegal, opts)
}

/// [`lower_dialects_with`] with the `legal` dialects also legal (MLIR's
/// `addLegalDialect`: the conversion neither folds nor lowers their ops,
/// as `convert-vector-to-llvm` keeps arith and memref).
pub fn lower_dialects_in(
    ctx: &mut Context,
    body: &mut Body,
    scope: Op,
    dialects: &[&str],
    legal: &[&str],
    illegal: &[&str],
    opts: LowerOptions,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let mut target = ConversionTarget::default();
    target.dialect("llvm", Legality::Legal);
    for d in legal {
        target.dialect(d, Legality::Legal);
    }
    for d in illegal {
        target.dialect(d, Legality::Illegal);
    }
    let patterns = row_patterns(dialects);
    let converter = llvm_type_converter(opts);
    apply_conversion(ctx, body, scope, &target, &converter, &patterns, Mode::Partial)
}

/// The registered lowering rows of `dialects` as conversion patterns, in
/// the order given (MLIR's `populate...ConversionPatterns` calls).
pub fn row_patterns(dialects: &[&str]) -> Vec<Box<dyn ConversionPattern>> {
    let mut patterns: Vec<Box<dyn ConversionPattern>> = Vec::new();
    for &name in dialects {
        if let Some(d) = crate::ods::dialect(name) {
            patterns.extend(d.lower.ops.iter().map(|row| Box::new(RowPattern(row)) as Box<dyn ConversionPattern>));
        }
    }
    patterns
}

/// Builds `name(operands) : result_types` before `anchor`, with the
/// properties given and every default-valued property of the op's table
/// filled in, as MLIR's builders do.
pub fn create_op(rw: &mut ConversionRewriter<'_>, anchor: Op, name: &str, operands: &[Value], result_types: &[Type], props: &[(&str, Attr)]) -> Op {
    create_op_with(rw, anchor, name, NewOp { operands, result_types, props, ..NewOp::default() })
}

/// Properties only custom-form parsers store (see `create_op_with`).
const PARSER_ONLY: &[&str] = &["unnamed_addr"];

/// The parts of an op [`create_op_with`] builds beyond its name.
#[derive(Default)]
pub struct NewOp<'a> {
    pub operands: &'a [Value],
    pub result_types: &'a [Type],
    pub props: &'a [(&'a str, Attr)],
    pub successors: &'a [Block],
    pub regions: &'a [Region],
    /// Discardable attributes (a dictionary), if any.
    pub attrs: Option<Attr>,
}

/// [`create_op`] with successors, regions and discardable attributes.
pub fn create_op_with(rw: &mut ConversionRewriter<'_>, anchor: Op, name: &str, parts: NewOp<'_>) -> Op {
    let props = parts.props;
    let mut entries: Vec<(Ident, Attr)> = props.iter().map(|(k, v)| (rw.ctx.ident(k), *v)).collect();
    if let Some(info) = crate::ods::lookup(name) {
        // What a custom-form parse always sets is set by the builders too,
        // but for an `OptionalAttr` the hand-written parsers store
        // (`unnamed_addr`): MLIR's builders leave it unset.
        let always = info.always_set.iter().filter(|(key, _)| !PARSER_ONLY.contains(key));
        for &(key, text) in always.chain(info.defaults.iter()) {
            if !props.iter().any(|p| p.0 == key) && !entries.iter().any(|e| rw.ctx.str(e.0) == key) {
                if let Some(a) = rw.ctx.default_attr(text) {
                    let id = rw.ctx.ident(key);
                    entries.push((id, a));
                }
            }
        }
    }
    entries.sort_by(|a, b| rw.ctx.str(a.0).cmp(rw.ctx.str(b.0)));
    let properties = if entries.is_empty() { None } else { Some(rw.ctx.dict(entries)) };
    let ident = rw.ctx.ident(name);
    let d = rw.body.op(anchor);
    let (loc, span) = (d.loc, d.span);
    let attrs = match parts.attrs {
        Some(a) => a,
        None => rw.ctx.empty_dict(),
    };
    let new = rw.body.new_op(ident, parts.operands.into(), parts.result_types, parts.successors.into(), properties, attrs, parts.regions.into(), loc, span);
    rw.body.insert_op_before(anchor, new);
    new
}

/// `convert-<dialect>-to-llvm`: lowers the named dialects' ops under the
/// op it runs on (option `index-bitwidth`, 0 for the data layout's).
pub struct LowerPass {
    pub dialects: &'static [&'static str],
    pub opts: LowerOptions,
}

/// The option every lowering pass takes, as MLIR spells it.
pub const INDEX_BITWIDTH: crate::passes::api::OptionSpec = crate::passes::api::OptionSpec {
    name: "index-bitwidth",
    help: "Bitwidth of the index type, 0 to use size of machine word",
    default: "0",
    kind: crate::passes::api::OptKind::UInt,
};

impl LowerPass {
    /// The pass for `dialects`, configured from its command-line options.
    pub fn create(dialects: &'static [&'static str], options: &crate::passes::api::Options) -> Box<dyn crate::passes::api::Pass> {
        let index_bitwidth = options.int("index-bitwidth").clamp(0, 1 << 16) as u32;
        Box::new(LowerPass { dialects, opts: LowerOptions { index_bitwidth, ..LowerOptions::default() } })
    }
}

impl crate::passes::api::Pass for LowerPass {
    fn run(&mut self, cx: &mut crate::passes::api::PassCx<'_>, op: Op) -> Result<(), crate::passes::api::PassFailed> {
        run_lowering(cx, op, self.dialects, self.opts)
    }
}

/// `convert-to-llvm`: the lowering rows of every registered dialect that
/// has some (MLIR's `ConvertToLLVMPatternInterface` route), or only of
/// `filter-dialects`.
pub struct ConvertToLlvm {
    filter: Vec<String>,
}

/// The `convert-to-llvm` pass (registered by the builtin dialect, beside
/// the cast clean-up, since the pass registry sits below this framework).
pub const CONVERT_TO_LLVM: crate::passes::api::PassInfo = crate::passes::api::PassInfo {
    argument: "convert-to-llvm",
    name: "ConvertToLLVMPass",
    summary: "Convert to LLVM via dialect interfaces found in the input IR",
    anchor: None,
    options: &[crate::passes::api::OptionSpec {
        name: "filter-dialects",
        kind: crate::passes::api::OptKind::List,
        default: "",
        help: "Test conversion patterns of only the specified dialects",
    }],
    create: |options| Box::new(ConvertToLlvm { filter: options.list("filter-dialects") }),
};

impl crate::passes::api::Pass for ConvertToLlvm {
    fn run(&mut self, cx: &mut crate::passes::api::PassCx<'_>, op: Op) -> Result<(), crate::passes::api::PassFailed> {
        let dialects: Vec<&str> = crate::ods::registry::dialects()
            .iter()
            .filter(|d| d.lower.convert_to_llvm && !d.lower.ops.is_empty())
            .map(|d| d.name)
            .filter(|name| self.filter.is_empty() || self.filter.iter().any(|f| f == name))
            .collect();
        run_lowering(cx, op, &dialects, LowerOptions::default())
    }
}

/// Runs [`lower_dialects`] as a pass: errors patterns emitted are reported
/// (MLIR's partial conversion does not fail for them), a failed conversion
/// fails the pass.
pub fn run_lowering(cx: &mut crate::passes::api::PassCx<'_>, op: Op, dialects: &[&str], opts: LowerOptions) -> Result<(), crate::passes::api::PassFailed> {
    run_lowering_with(cx, op, dialects, &[], opts)
}

/// [`run_lowering`] with the `illegal` dialects marked illegal.
pub fn run_lowering_with(
    cx: &mut crate::passes::api::PassCx<'_>,
    op: Op,
    dialects: &[&str],
    illegal: &[&str],
    opts: LowerOptions,
) -> Result<(), crate::passes::api::PassFailed> {
    let outcome = lower_dialects_with(cx.ctx, &mut cx.module.body, op, dialects, illegal, opts);
    report_conversion(cx, outcome)
}

/// A conversion's outcome as a pass reports it: the diagnostics it emitted
/// go to the pass's list, and a failed conversion's error fails the pass.
pub fn report_conversion(
    cx: &mut crate::passes::api::PassCx<'_>,
    outcome: Result<Vec<Diagnostic>, Diagnostic>,
) -> Result<(), crate::passes::api::PassFailed> {
    match outcome {
        Ok(emitted) => {
            cx.diags.extend(emitted);
            Ok(())
        }
        Err(d) => {
            cx.diags.push(d);
            Err(crate::passes::api::PassFailed)
        }
    }
}

/// The ops the conversion engine's own builders (descriptors, runtime
/// declarations) create, as the LLVM dialect names them: registered by
/// that dialect (`Dialect::lowering_target`), so the engine names no op.
#[derive(Debug)]
pub struct TargetOps {
    pub constant: &'static str,
    pub undef: &'static str,
    pub extract_value: &'static str,
    pub insert_value: &'static str,
    pub func: &'static str,
    pub call: &'static str,
    pub alloca: &'static str,
    pub memcpy: &'static str,
    pub add: &'static str,
    pub mul: &'static str,
    /// Element addresses (`getStridedElementPtr`, `bufferPtr`).
    pub gep: &'static str,
    /// Module-level constants (`string_global`) and their addresses.
    pub global: &'static str,
    pub address_of: &'static str,
}

/// The target dialect's [`TargetOps`].
pub fn target_ops() -> &'static TargetOps {
    static NONE: TargetOps =
        TargetOps { constant: "", undef: "", extract_value: "", insert_value: "", func: "", call: "", alloca: "", memcpy: "", add: "", mul: "", gep: "", global: "", address_of: "" };
    crate::ods::dialect("llvm").and_then(|d| d.lowering_target).unwrap_or(&NONE)
}
