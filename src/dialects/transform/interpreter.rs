//! The `transform-interpreter` pass (MLIR's `InterpreterPass`): finds the
//! named sequence `entry-point` (default `__transform_main`) nested in the
//! op it runs on, binds its first argument to that op, and runs its ops in
//! order, keeping for each transform value the payload ops it stands for
//! (MLIR's handles). The transform IR itself stays in the output.
//!
//! Interpreted: `structured.match` (by op name, attributes, result and
//! operand types), `apply_conversion_patterns` ([`super::conversion`]),
//! `yield`. Errors are worded and placed as MLIR's.

use rustc_hash::FxHashMap;

use super::conversion;
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Body, Context, Op, Type, Value};
use crate::passes::api::{OptKind, OptionSpec, Pass, PassCx, PassFailed, PassInfo};

/// `transform-interpreter`.
pub const PASS: PassInfo = PassInfo {
    argument: "transform-interpreter",
    name: "InterpreterPass",
    summary: "transform dialect interpreter",
    anchor: None,
    options: &[
        OptionSpec {
            name: "debug-payload-root-tag",
            kind: OptKind::Str,
            default: "",
            help: "Select the operation with 'transform.target_tag' attribute having the given value as payload IR root. If empty select the pass anchor operation as the payload IR root.",
        },
        OptionSpec {
            name: "debug-bind-trailing-args",
            kind: OptKind::List,
            default: "",
            help: "Binds trailing arguments of the entry point to the payload operations with specified names.",
        },
        OptionSpec { name: "disable-expensive-checks", kind: OptKind::Bool, default: "false", help: "Disable expensive checks in the interpreter for a faster run." },
        OptionSpec { name: "entry-point", kind: OptKind::Str, default: "__transform_main", help: "Entry point of the pass pipeline." },
    ],
    create: |options| {
        Box::new(Interpreter {
            entry_point: options.str("entry-point").to_string(),
            root_tag: options.str("debug-payload-root-tag").to_string(),
            trailing: options.list("debug-bind-trailing-args"),
        })
    },
};

struct Interpreter {
    entry_point: String,
    root_tag: String,
    trailing: Vec<String>,
}

const NAMED_SEQUENCE: &str = "transform.named_sequence";

fn prop(ctx: &Context, body: &Body, op: Op, name: &str) -> Option<Attr> {
    let d = body.op(op);
    d.properties.and_then(|p| ctx.dict_get_str(p, name)).or_else(|| ctx.dict_get_str(d.attrs, name))
}

fn string<'c>(ctx: &'c Context, a: Attr) -> Option<&'c [u8]> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(value),
        _ => None,
    }
}

/// The first named sequence called `name` in a pre-order walk of `root`.
fn find_entry(ctx: &Context, body: &Body, root: Op, name: &str) -> Option<Op> {
    let candidates = std::iter::once(root).chain(body.nested_ops_preorder(root));
    candidates.into_iter().find(|&op| {
        ctx.str(body.op(op).name) == NAMED_SEQUENCE && prop(ctx, body, op, "sym_name").and_then(|a| string(ctx, a)) == Some(name.as_bytes())
    })
}

/// The op under `root` (itself included) whose `transform.target_tag` is `tag`.
fn tagged(ctx: &Context, body: &Body, root: Op, tag: &str) -> Vec<Op> {
    let all = std::iter::once(root).chain(body.nested_ops_preorder(root));
    all.into_iter()
        .filter(|&op| ctx.dict_get_str(body.op(op).attrs, "transform.target_tag").and_then(|a| string(ctx, a)) == Some(tag.as_bytes()))
        .collect()
}

impl Pass for Interpreter {
    fn run(&mut self, cx: &mut PassCx<'_>, op: Op) -> Result<(), PassFailed> {
        let (ctx, body) = (&mut *cx.ctx, &mut cx.module.body);
        let Some(entry) = find_entry(ctx, body, op, &self.entry_point) else {
            let message = format!("could not find a nested named sequence with name: {}", self.entry_point);
            cx.diags.push(Diagnostic::error(body.op(op).span, message));
            return Err(PassFailed);
        };
        let payload_root = if self.root_tag.is_empty() {
            op
        } else {
            match tagged(ctx, body, op, &self.root_tag)[..] {
                [one] => one,
                [] => {
                    let message = format!("could not find the operation with transform.target_tag=\"{}\" attribute", self.root_tag);
                    cx.diags.push(Diagnostic::error(body.op(op).span, message));
                    return Err(PassFailed);
                }
                _ => {
                    let message = format!("more than one operation with transform.target_tag=\"{}\" attribute", self.root_tag);
                    cx.diags.push(Diagnostic::error(body.op(op).span, message));
                    return Err(PassFailed);
                }
            }
        };
        let Some(block) = body.op(entry).regions.first().and_then(|&r| body.region(r).blocks.first().copied()) else {
            cx.diags.push(Diagnostic::error(body.op(entry).span, "cannot run an external named sequence"));
            return Err(PassFailed);
        };
        let args = body.block(block).args.clone();
        if args.is_empty() {
            let e = Diagnostic::error(body.op(entry).span, "'transform.named_sequence' op expects the entry block to have at least one argument");
            cx.diags.push(e);
            return Err(PassFailed);
        }
        let first = crate::printer::api::type_to_string(ctx, body.value(args[0]).ty);
        if !is_op_handle(&first) {
            let message = "'transform.named_sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface";
            cx.diags.push(Diagnostic::error(body.op(entry).span, message));
            return Err(PassFailed);
        }
        let mut run = Run { handles: FxHashMap::default(), emitted: Vec::new() };
        run.handles.insert(args[0], vec![payload_root]);
        // `debug-bind-trailing-args`: each trailing argument bound to the
        // payload ops of one name.
        if args.len() - 1 != self.trailing.len() {
            let message = format!("operation expects {} extra value bindings, but {} were provided to the interpreter", args.len() - 1, self.trailing.len());
            cx.diags.push(Diagnostic::error(body.op(entry).span, message));
            return Err(PassFailed);
        }
        for (&arg, name) in args[1..].iter().zip(&self.trailing) {
            let all = std::iter::once(payload_root).chain(body.nested_ops_preorder(payload_root));
            let ops: Vec<Op> = all.into_iter().filter(|&o| ctx.str(body.op(o).name) == name).collect();
            run.handles.insert(arg, ops);
        }
        let ops = body.block(block).ops.clone();
        let result = run.sequence(ctx, body, &ops);
        cx.diags.extend(run.emitted);
        result
    }
}

/// The interpreter's state: the payload ops of each handle.
struct Run {
    handles: FxHashMap<Value, Vec<Op>>,
    emitted: Vec<Diagnostic>,
}

impl Run {
    fn fail(&mut self, d: Diagnostic) -> Result<(), PassFailed> {
        self.emitted.push(d);
        Err(PassFailed)
    }

    fn payload(&self, v: Value) -> Vec<Op> {
        self.handles.get(&v).cloned().unwrap_or_default()
    }

    fn sequence(&mut self, ctx: &mut Context, body: &mut Body, ops: &[Op]) -> Result<(), PassFailed> {
        for &t in ops {
            let name = ctx.str(body.op(t).name).to_string();
            match name.as_str() {
                "transform.yield" => return Ok(()),
                "transform.structured.match" => self.structured_match(ctx, body, t)?,
                "transform.apply_conversion_patterns" => self.apply_conversion_patterns(ctx, body, t)?,
                _ => {
                    let message = format!("'{name}' cannot be interpreted by llmir's transform interpreter");
                    return self.fail(Diagnostic::error(body.op(t).span, message));
                }
            }
        }
        Ok(())
    }

    fn structured_match(&mut self, ctx: &mut Context, body: &mut Body, t: Op) -> Result<(), PassFailed> {
        let target = body.op(t).operands[0];
        let payload = self.payload(target);
        let [root] = payload[..] else {
            return self.fail(Diagnostic::error(body.op(t).span, "requires exactly one target handle"));
        };
        if prop(ctx, body, t, "interface").is_some() {
            let message = "matching by interface is not supported by llmir's transform interpreter";
            return self.fail(Diagnostic::error(body.op(t).span, message));
        }
        let names: Option<Vec<Vec<u8>>> = match prop(ctx, body, t, "ops").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => Some(items.iter().filter_map(|&i| string(ctx, i).map(<[u8]>::to_vec)).collect()),
            _ => None,
        };
        let op_attrs: Vec<(crate::ir::Ident, Attr)> = match prop(ctx, body, t, "op_attrs").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Dictionary(e)) => e.to_vec(),
            _ => Vec::new(),
        };
        let result_type = prop(ctx, body, t, "filter_result_type").and_then(|a| type_of(ctx, a));
        let operand_types: Option<Vec<Type>> = match prop(ctx, body, t, "filter_operand_types").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Array(items)) => Some(items.iter().filter_map(|&i| type_of(ctx, i)).collect()),
            _ => None,
        };
        // MLIR's default walk: children before their parent, the target last.
        let mut candidates = body.nested_ops_postorder(root);
        candidates.push(root);
        let matched: Vec<Op> = candidates
            .into_iter()
            .filter(|&op| {
                let d = body.op(op);
                if let Some(names) = &names {
                    if !names.iter().any(|n| n.as_slice() == ctx.str(d.name).as_bytes()) {
                        return false;
                    }
                }
                for &(key, value) in &op_attrs {
                    let have = prop(ctx, body, op, ctx.str(key));
                    if have != Some(value) {
                        return false;
                    }
                }
                if let Some(want) = result_type {
                    if d.num_results != 1 || d.results().next().map(|r| body.value(r).ty) != Some(want) {
                        return false;
                    }
                }
                if let Some(want) = &operand_types {
                    let have: Vec<Type> = d.operands.iter().map(|&v| body.value(v).ty).collect();
                    let fits = match want[..] {
                        [one] => have.iter().all(|&h| h == one),
                        _ => have == *want,
                    };
                    if !fits {
                        return false;
                    }
                }
                true
            })
            .collect();
        if let Some(r) = body.op(t).results().next() {
            self.handles.insert(r, matched);
        }
        Ok(())
    }

    fn apply_conversion_patterns(&mut self, ctx: &mut Context, body: &mut Body, t: Op) -> Result<(), PassFailed> {
        let target = body.op(t).operands[0];
        let payload = self.payload(target);
        // The transform IR must not be converted while it runs.
        for &p in &payload {
            if is_ancestor(body, p, t) {
                let e = Diagnostic::error(body.op(t).span, "cannot apply transform to itself (or one of its ancestors)")
                    .with_note(body.op(p).span, "target payload op");
                return self.fail(e);
            }
        }
        match conversion::apply(ctx, body, t, &payload) {
            Ok(emitted) => self.emitted.extend(emitted),
            Err(errors) => {
                self.emitted.extend(errors);
                return Err(PassFailed);
            }
        }
        // The handle is consumed unless the op preserves it.
        if prop(ctx, body, t, "preserve_handles").is_none() {
            self.handles.remove(&target);
        }
        Ok(())
    }
}

/// Whether a type (as printed) is one of the transform dialect's op handle
/// types (`TransformHandleTypeInterface`: `!transform.any_op`,
/// `!transform.op<"name">`).
fn is_op_handle(spelling: &str) -> bool {
    spelling == "!transform.any_op" || spelling.starts_with("!transform.op<")
}

fn type_of(ctx: &Context, a: Attr) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Type(t) => Some(*t),
        _ => None,
    }
}

/// Whether `a` is `b` or one of its ancestors.
fn is_ancestor(body: &Body, a: Op, b: Op) -> bool {
    let mut cur = Some(b);
    while let Some(op) = cur {
        if op == a {
            return true;
        }
        cur = body.op(op).parent.and_then(|blk| body.block(blk).parent).and_then(|r| body.region(r).parent);
    }
    false
}
