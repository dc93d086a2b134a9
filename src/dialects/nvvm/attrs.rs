//! The NVVM dialect's attributes: its enum attributes (keywords, the C++
//! enum name MLIR's parse errors quote, the ODS summary its constraint
//! errors quote, and which of the two printed shapes it has) and the
//! `#nvvm.shape<m = .., n = .., k = ..>` struct.

use crate::ods::opdef::AttrSchema;
use crate::ir::{AttrKind, BodyItem, Context};

/// One `EnumAttr` of the NVVM dialect.
#[derive(Debug)]
pub struct EnumAttr {
    /// The mnemonic after `nvvm.` (`mma_layout`).
    pub mnemonic: &'static str,
    /// The C++ enum, as MLIR's "expected ... to be one of" names it.
    pub cpp: &'static str,
    /// The attribute's C++ class, named when its parameter fails to parse.
    pub class: &'static str,
    /// The keywords in the enum's case order (the order MLIR lists them in).
    pub keywords: &'static [&'static str],
    /// The enum's description: MLIR's "failed to satisfy constraint: ...".
    pub summary: &'static str,
    /// `<$value>` format: `#nvvm.mma_layout<row>`, stripped `<row>`.
    /// Otherwise the default `$value` format: `#nvvm<shfl_kind bfly>`,
    /// stripped ` bfly` (MLIR's attribute printer leads with a space).
    pub angled: bool,
}

pub static ENUM_ATTRS: &[EnumAttr] = &[
    EnumAttr {
        mnemonic: "shfl_kind",
        cpp: "::mlir::NVVM::ShflKind",
        class: "ShflKindAttr",
        keywords: &["bfly", "up", "down", "idx"],
        summary: "NVVM shuffle kind",
        angled: false,
    },
    EnumAttr {
        mnemonic: "load_cache_modifier",
        cpp: "::mlir::NVVM::LoadCacheModifierKind",
        class: "LoadCacheModifierAttr",
        keywords: &["ca", "cg", "cs", "lu", "cv"],
        summary: "NVVM load cache modifier kind",
        angled: false,
    },
    EnumAttr {
        mnemonic: "mma_layout",
        cpp: "::mlir::NVVM::MMALayout",
        class: "MMALayoutAttr",
        keywords: &["row", "col"],
        summary: "NVVM MMA layout",
        angled: true,
    },
    EnumAttr {
        mnemonic: "mma_type",
        cpp: "::mlir::NVVM::MMATypes",
        class: "MMATypesAttr",
        keywords: &["f16", "f32", "tf32", "bf16", "s8", "u8", "s32", "s4", "u4", "b1", "f64"],
        summary: "NVVM MMA types",
        angled: true,
    },
    EnumAttr {
        mnemonic: "mma_frag",
        cpp: "::mlir::NVVM::MMAFrag",
        class: "MMAFragAttr",
        keywords: &["a", "b", "c"],
        summary: "NVVM MMA frag type",
        angled: true,
    },
    EnumAttr {
        mnemonic: "mma_b1op",
        cpp: "::mlir::NVVM::MMAB1Op",
        class: "MMAB1OpAttr",
        keywords: &["none", "xor_popc", "and_popc"],
        summary: "MMA binary operations",
        angled: true,
    },
    EnumAttr {
        mnemonic: "mma_int_overflow",
        cpp: "::mlir::NVVM::MMAIntOverflow",
        class: "MMAIntOverflowAttr",
        keywords: &["satfinite", "wrapped"],
        summary: "MMA overflow options",
        angled: true,
    },
    EnumAttr {
        mnemonic: "redux_kind",
        cpp: "::mlir::NVVM::ReduxKind",
        class: "ReduxKindAttr",
        keywords: &["add", "and", "max", "min", "or", "umax", "umin", "xor"],
        summary: "NVVM redux kind",
        angled: false,
    },
    EnumAttr {
        mnemonic: "action",
        cpp: "::mlir::NVVM::SetMaxRegisterAction",
        class: "SetMaxRegisterActionAttr",
        keywords: &["decrease", "increase"],
        summary: "NVVM set max register action",
        angled: false,
    },
    EnumAttr {
        mnemonic: "proxy_kind",
        cpp: "::mlir::NVVM::ProxyKind",
        class: "ProxyKindAttr",
        keywords: &["alias", "async", "async.global", "async.shared"],
        summary: "Proxy kind",
        angled: true,
    },
    EnumAttr {
        mnemonic: "shared_space",
        cpp: "::mlir::NVVM::SharedSpace",
        class: "SharedSpaceAttr",
        keywords: &["cta", "cluster"],
        summary: "Shared memory space",
        angled: true,
    },
    EnumAttr {
        mnemonic: "wgmma_type",
        cpp: "::mlir::NVVM::WGMMATypes",
        class: "WGMMATypesAttr",
        keywords: &["f16", "tf32", "u8", "s8", "b1", "bf16", "e4m3", "e5m2", "f32", "s32"],
        summary: "NVVM WGMMA types",
        angled: true,
    },
    EnumAttr {
        mnemonic: "wgmma_scale_in",
        cpp: "::mlir::NVVM::WGMMAScaleIn",
        class: "WGMMAScaleInAttr",
        keywords: &["one", "neg"],
        summary: "WGMMA overflow options",
        angled: true,
    },
    EnumAttr {
        mnemonic: "wgmma_scale_out",
        cpp: "::mlir::NVVM::WGMMAScaleOut",
        class: "WGMMAScaleOutAttr",
        keywords: &["zero", "one"],
        summary: "WGMMA input predicate",
        angled: true,
    },
];

/// `#nvvm.shape<m = 8, n = 8, k = 4>`: a struct format, parameters in
/// declaration order.
pub static SHAPE: AttrSchema =
    AttrSchema { class: "MMAShapeAttr", mnemonic: "shape", params: &[("m", "int"), ("n", "int"), ("k", "int")] };

/// The enum attribute of a mnemonic (`mma_layout`).
pub fn enum_attr(mnemonic: &str) -> Option<&'static EnumAttr> {
    ENUM_ATTRS.iter().find(|e| e.mnemonic == mnemonic)
}

/// The ODS summary of an attribute class named by its full mnemonic
/// (`nvvm.mma_layout`), quoted by constraint errors.
pub fn summary(full: &str) -> Option<&'static str> {
    match full.strip_prefix("nvvm.")? {
        "shape" => Some("Attribute for MMA operation shape."),
        m => enum_attr(m).map(|e| e.summary),
    }
}

/// The enum attribute `a` is and its keyword: `#nvvm.mma_layout<row>` or
/// `#nvvm<shfl_kind bfly>`; `None` for anything else. The keyword may be
/// one the enum lacks (the parser reported it).
pub fn enum_value(ctx: &Context, a: crate::ir::Attr) -> Option<(&'static EnumAttr, &str)> {
    let AttrKind::Dialect { name, body: Some(items) } = ctx.attr_kind(a) else { return None };
    let words: Vec<&str> = items
        .iter()
        .map(|i| match i {
            BodyItem::Text(t, _) => Some(ctx.str(*t)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    let (e, word) = match (ctx.str(*name), words.as_slice()) {
        ("nvvm", ["<", m, w, ">"]) => (enum_attr(m).filter(|e| !e.angled)?, *w),
        (full, ["<", w, ">"]) => (enum_attr(full.strip_prefix("nvvm.")?).filter(|e| e.angled)?, *w),
        _ => return None,
    };
    Some((e, word))
}

/// Whether `a` is an attribute of the class named by `full`
/// (`nvvm.mma_layout`, `nvvm.shape`): what ODS checks an inherent
/// attribute against.
pub fn is_of_class(ctx: &Context, full: &str, a: crate::ir::Attr) -> bool {
    if full == "nvvm.shape" {
        return matches!(ctx.attr_kind(a), AttrKind::Dialect { name, .. } if ctx.str(*name) == "nvvm.shape");
    }
    enum_value(ctx, a).is_some_and(|(e, _)| full.strip_prefix("nvvm.") == Some(e.mnemonic))
}

/// Builds an enum attribute the way the parser keeps `#nvvm...<...>`, so
/// that interning makes it the same attribute as the written form.
pub fn make_enum(ctx: &mut Context, e: &EnumAttr, word: &str) -> crate::ir::Attr {
    if e.angled {
        ctx.dialect_words_attr(&format!("nvvm.{}", e.mnemonic), &[word])
    } else {
        let items = vec![
            BodyItem::Text(ctx.ident("<"), false),
            BodyItem::Text(ctx.ident(e.mnemonic), false),
            BodyItem::Text(ctx.ident(word), true),
            BodyItem::Text(ctx.ident(">"), false),
        ];
        let name = ctx.ident("nvvm");
        ctx.attr(AttrKind::Dialect { name, body: Some(items.into()) })
    }
}

/// The keyword of one of the enum attributes, if `a` is `full`'s class.
pub fn keyword<'c>(ctx: &'c Context, full: &str, a: crate::ir::Attr) -> Option<&'c str> {
    let (e, w) = enum_value(ctx, a)?;
    (full.strip_prefix("nvvm.") == Some(e.mnemonic) && e.keywords.contains(&w)).then_some(w)
}

/// The `(m, n, k)` of a `#nvvm.shape<m = 8, n = 8, k = 4>`.
pub fn shape_mnk(ctx: &Context, a: crate::ir::Attr) -> Option<[i64; 3]> {
    let AttrKind::Dialect { name, body: Some(items) } = ctx.attr_kind(a) else { return None };
    if ctx.str(*name) != "nvvm.shape" {
        return None;
    }
    let words: Vec<&str> = items
        .iter()
        .map(|i| match i {
            BodyItem::Text(t, _) => Some(ctx.str(*t)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    let mut out = [None; 3];
    let mut i = 0;
    while i + 2 < words.len() {
        if let (Some(slot), "=") = (["m", "n", "k"].iter().position(|p| *p == words[i]), words[i + 1]) {
            let (negative, digits) = if words[i + 2] == "-" { (true, words.get(i + 3)?) } else { (false, &words[i + 2]) };
            let v: i64 = digits.parse().ok()?;
            out[slot] = Some(if negative { -v } else { v });
        }
        i += 1;
    }
    Some([out[0]?, out[1]?, out[2]?])
}
