//! Checks on parsed LLVM dialect attributes whose parameters must be
//! attributes of a given kind (TBAA tags and type descriptors), and on the
//! keywords of NVVM enum attributes. MLIR's
//! generated attribute parsers reject a wrong kind while parsing, with two
//! or three messages (the inner one first); they are reported here after
//! the grammar ran, through `PState::errors`.

use chumsky::span::SimpleSpan;

use super::state::PState;
use crate::ir::{Attr, AttrKind, BodyItem};

fn mnemonic(st: &PState, a: Attr) -> Option<&str> {
    match st.ctx.attr_kind(a) {
        AttrKind::Dialect { name, .. } => Some(st.ctx.str(*name)),
        AttrKind::Distinct { inner, .. } => mnemonic(st, *inner),
        _ => None,
    }
}

/// The attribute written after `key =` in a dialect attribute's body.
fn param(st: &PState, items: &[BodyItem], key: &str) -> Option<Attr> {
    let at = items.iter().position(|i| matches!(i, BodyItem::Text(t, _) if st.ctx.str(*t) == key))?;
    match (items.get(at + 1), items.get(at + 2)) {
        (Some(BodyItem::Text(eq, _)), Some(BodyItem::Attr(a, _))) if st.ctx.str(*eq) == "=" => Some(*a),
        _ => None,
    }
}

/// Checks a just-built `#name<items>` and records MLIR's messages.
pub fn check(st: &mut PState, name: &str, items: &[BodyItem], span: SimpleSpan) {
    let mut errors: Vec<String> = Vec::new();
    match name {
        "llvm.tbaa_tag" => {
            for key in ["access_type", "base_type"] {
                if let Some(a) = param(st, items, key) {
                    if mnemonic(st, a) != Some("llvm.tbaa_type_desc") {
                        errors.push("invalid kind of attribute specified".into());
                        errors.push(format!(
                            "failed to parse LLVM_TBAATagAttr parameter '{key}' which is to be a `TBAATypeDescriptorAttr`"
                        ));
                        break;
                    }
                }
            }
        }
        "llvm.tbaa_type_desc" => {
            // `members = {<#node, offset>, ...}`: the attribute after each `<`.
            let members = items.iter().position(|i| matches!(i, BodyItem::Text(t, _) if st.ctx.str(*t) == "members"));
            let rest = members.map(|m| &items[m..]).unwrap_or(&[]);
            for w in rest.windows(2) {
                if let (BodyItem::Text(lt, _), BodyItem::Attr(a, _)) = (&w[0], &w[1]) {
                    if st.ctx.str(*lt) == "<" && !matches!(mnemonic(st, *a), Some("llvm.tbaa_root" | "llvm.tbaa_type_desc")) {
                        errors.push("invalid kind of attribute specified".into());
                        errors.push(
                            "failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`".into(),
                        );
                        errors.push(
                            "failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`"
                                .into(),
                        );
                        break;
                    }
                }
            }
        }
        _ => {
            if let Some(e) = llvm_enum_error(st, name, items) {
                // MLIR points at the keyword, then at the token after it.
                let at = |i: usize| SimpleSpan::from(span.start + i..span.start + i + 1);
                st.errors.push((at(2), e[0].clone()));
                st.errors.push((at(3), e[1].clone()));
                return;
            }
            errors.extend(nvvm_enum_errors(st, name, items))
        }
    }
    st.errors.extend(errors.into_iter().map(|m| (span, m)));
}

/// An NVVM enum attribute (`#nvvm.mma_frag<x>`, `#nvvm<shfl_kind x>`)
/// whose keyword is not one of the enum's.
fn nvvm_enum_errors(st: &PState, name: &str, items: &[BodyItem]) -> Vec<String> {
    let words: Option<Vec<&str>> = items
        .iter()
        .map(|i| match i {
            BodyItem::Text(t, _) => Some(st.ctx.str(*t)),
            _ => None,
        })
        .collect();
    let (mnemonic, word) = match (name, words.as_deref()) {
        ("nvvm", Some(["<", m, w, ">"])) => (*m, *w),
        (full, Some(["<", w, ">"])) if full.starts_with("nvvm.") => (&full["nvvm.".len()..], *w),
        _ => return Vec::new(),
    };
    match crate::dialects::nvvm::attrs::enum_attr(mnemonic) {
        Some(e) if !e.keywords.contains(&word) => vec![
            format!("expected {} to be one of: {}", e.cpp, e.keywords.join(", ")),
            format!("failed to parse {} parameter 'value' which is to be a `{}`", e.class, e.cpp),
        ],
        _ => Vec::new(),
    }
}

/// The LLVM dialect's enum attributes written `#llvm.name<keyword>`:
/// (attribute, enum, enum summary, attribute class, parameter, its C++ type).
const LLVM_ENUM_ATTRS: &[(&str, &str, &str, &str, &str, &str)] = &[
    ("llvm.cconv", "CConv", "Calling Conventions", "CConvAttr", "CallingConv", "CConv"),
    ("llvm.linkage", "Linkage", "LLVM linkage types", "LinkageAttr", "linkage", "linkage::Linkage"),
    ("llvm.tailcallkind", "TailCallKind", "Tail Call Kind", "TailCallKindAttr", "tailCallKind", "TailCallKind"),
    (
        "llvm.framePointerKind",
        "FramePointerKind",
        "LLVM FramePointerKind",
        "FramePointerKindAttr",
        "framePointerKind",
        "framePointerKind::FramePointerKind",
    ),
];

/// MLIR's two messages for an unknown keyword in an LLVM enum attribute.
fn llvm_enum_error(st: &PState, name: &str, items: &[BodyItem]) -> Option<[String; 2]> {
    let &(_, e, summary, class, param, cpp) = LLVM_ENUM_ATTRS.iter().find(|a| a.0 == name)?;
    let [BodyItem::Text(lt, _), BodyItem::Text(word, _), BodyItem::Text(gt, _)] = items else { return None };
    // Keywords that are not identifiers are quoted (`"non-leaf"`).
    let word = st.ctx.str(*word);
    let bare = word.strip_prefix('"').and_then(|w| w.strip_suffix('"')).unwrap_or(word);
    if st.ctx.str(*lt) != "<" || st.ctx.str(*gt) != ">" || crate::ods::enum_def(e)?.value(bare).is_some() {
        return None;
    }
    Some([
        format!("invalid {summary} specification: {bare}"),
        format!("failed to parse {class} parameter '{param}' which is to be a `{cpp}`"),
    ])
}
