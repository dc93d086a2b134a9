//! `llvm-add-comdats`: gives every `linkonce`/`linkonce_odr` `llvm.func`
//! an `any` comdat selector in the module's `@__llvm_comdat` comdat
//! (created at the start of the module when missing).

use crate::passes::api::{Pass, PassCx, PassFailed, PassInfo};
use crate::ir::{AttrKind, Op};

pub const INFO: PassInfo = PassInfo {
    argument: "llvm-add-comdats",
    name: "LLVMAddComdats",
    summary: "Add comdats to linkonce and linkonce_odr functions",
    anchor: Some("builtin.module"),
    options: &[],
    create: |_| Box::new(AddComdats),
};

struct AddComdats;

const COMDAT: &str = "__llvm_comdat";

impl Pass for AddComdats {
    fn run(&mut self, cx: &mut PassCx<'_>, module_op: Op) -> Result<(), PassFailed> {
        let Some(&region) = cx.module.body.op(module_op).regions.first() else { return Ok(()) };
        let Some(&block) = cx.module.body.region(region).blocks.first() else { return Ok(()) };
        let mut comdat_body = None;
        for f in cx.module.body.block(block).ops.clone() {
            let ctx = &mut *cx.ctx;
            let body = &mut cx.module.body;
            let d = body.op(f);
            let props = d.properties;
            let get = |ctx: &crate::ir::Context, n: &str| props.and_then(|p| ctx.dict_get_str(p, n));
            match ctx.str(d.name) {
                "llvm.comdat" if get(ctx, "sym_name").is_some_and(|s| is_str(ctx, s, COMDAT)) => {
                    comdat_body = d.regions.first().and_then(|&r| body.region(r).blocks.first().copied());
                    continue;
                }
                "llvm.func" => {}
                _ => continue,
            }
            let linkage = get(ctx, "linkage").and_then(|l| ctx.dialect_words(l)).and_then(|(_, w)| w.first().map(|s| s.to_string()));
            if !matches!(linkage.as_deref(), Some("linkonce" | "linkonce_odr")) {
                continue;
            }
            let Some(sym) = get(ctx, "sym_name").and_then(|s| match ctx.attr_kind(s) {
                AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
                _ => None,
            }) else {
                continue;
            };
            let inner = match comdat_body {
                Some(b) => b,
                None => {
                    let r = body.new_region();
                    let b = body.new_block(r, Default::default());
                    let name = ctx.ident("llvm.comdat");
                    let key = ctx.ident("sym_name");
                    let value = ctx.string_attr(COMDAT);
                    let props = ctx.dict(vec![(key, value)]);
                    let attrs = ctx.empty_dict();
                    let loc = body.op(module_op).loc;
                    let op = body.new_op(name, Box::new([]), &[], Box::new([]), Some(props), attrs, Box::new([r]), loc, Default::default());
                    body.insert_op(block, 0, op);
                    comdat_body = Some(b);
                    b
                }
            };
            let name = ctx.ident("llvm.comdat_selector");
            let (k_sym, k_comdat) = (ctx.ident("sym_name"), ctx.ident("comdat"));
            let sym_attr = ctx.string_attr(&sym);
            let any = ctx.int_attr(0, 64);
            let props = ctx.dict(vec![(k_comdat, any), (k_sym, sym_attr)]);
            let attrs = ctx.empty_dict();
            let sel = body.new_op(name, Box::new([]), &[], Box::new([]), Some(props), attrs, Box::new([]), None, Default::default());
            body.insert_op(inner, 0, sel);
            let root = ctx.ident(COMDAT);
            let leaf = ctx.ident(&sym);
            let r = ctx.attr(AttrKind::SymbolRef { root, nested: Box::new([leaf]) });
            crate::passes::api::set_prop(ctx, body, f, "comdat", r);
        }
        Ok(())
    }
}

fn is_str(ctx: &crate::ir::Context, a: crate::ir::Attr, s: &str) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::String { value, .. } if &**value == s.as_bytes())
}
