//! The index dialect's rewrite rows: folds, `index.cmp`'s canonicalization,
//! constant materialisation and its pass.

use super::fold;
use crate::passes::api::{DialectRewrite, OpRewrite};

/// The index dialect's rewriting hooks.
pub const REWRITE: DialectRewrite = DialectRewrite {
    ops: &[
        OpRewrite { op: "index.cmp", fold: Some(fold::cmp), patterns: &[fold::cmp_of_sub], ..OpRewrite::NONE },
        OpRewrite { op: "index.constant", fold: Some(fold::constant), ..OpRewrite::NONE },
        OpRewrite { op: "index.bool.constant", fold: Some(fold::constant), ..OpRewrite::NONE },
        OpRewrite { op: "index.add", fold: Some(fold::add), ..OpRewrite::NONE },
        OpRewrite { op: "index.sub", fold: Some(fold::sub), ..OpRewrite::NONE },
        OpRewrite { op: "index.mul", fold: Some(fold::mul), ..OpRewrite::NONE },
        OpRewrite { op: "index.divs", fold: Some(fold::divs), ..OpRewrite::NONE },
        OpRewrite { op: "index.divu", fold: Some(fold::divu), ..OpRewrite::NONE },
        OpRewrite { op: "index.ceildivs", fold: Some(fold::ceildivs), ..OpRewrite::NONE },
        OpRewrite { op: "index.ceildivu", fold: Some(fold::ceildivu), ..OpRewrite::NONE },
        OpRewrite { op: "index.floordivs", fold: Some(fold::floordivs), ..OpRewrite::NONE },
        OpRewrite { op: "index.rems", fold: Some(fold::rems), ..OpRewrite::NONE },
        OpRewrite { op: "index.remu", fold: Some(fold::remu), ..OpRewrite::NONE },
        OpRewrite { op: "index.maxs", fold: Some(fold::maxs), ..OpRewrite::NONE },
        OpRewrite { op: "index.maxu", fold: Some(fold::maxu), ..OpRewrite::NONE },
        OpRewrite { op: "index.mins", fold: Some(fold::mins), ..OpRewrite::NONE },
        OpRewrite { op: "index.minu", fold: Some(fold::minu), ..OpRewrite::NONE },
        OpRewrite { op: "index.shl", fold: Some(fold::shl), ..OpRewrite::NONE },
        OpRewrite { op: "index.shrs", fold: Some(fold::shrs), ..OpRewrite::NONE },
        OpRewrite { op: "index.shru", fold: Some(fold::shru), ..OpRewrite::NONE },
        OpRewrite { op: "index.and", fold: Some(fold::and), ..OpRewrite::NONE },
        OpRewrite { op: "index.or", fold: Some(fold::or), ..OpRewrite::NONE },
        OpRewrite { op: "index.xor", fold: Some(fold::xor), ..OpRewrite::NONE },
        OpRewrite { op: "index.casts", fold: Some(fold::casts), ..OpRewrite::NONE },
        OpRewrite { op: "index.castu", fold: Some(fold::castu), ..OpRewrite::NONE },
    ],
    materialize_constant: Some(fold::materialize_constant),
    passes: &[super::to_llvm::PASS],
    ..DialectRewrite::EMPTY
};
