//! The NVVM dialect's verification, registered in [`VERIFY`]: the ops' own
//! verifiers ([`ops`], `mma.sync` in [`mma`], the fragment types they
//! compare against in [`types`]), the dialect's discardable and argument
//! attributes ([`attrs`]), and its enum attribute classes, against which
//! its ops' inherent attributes are checked.

mod attrs;
mod mma;
mod ops;
mod types;

use crate::ir::Op;
use crate::verify::api::{AttrClasses, Cx, DialectVerify, OpVerify, Res};

pub const VERIFY: DialectVerify = DialectVerify {
    ops: OPS,
    op_attr: Some(attrs::op_attr),
    arg_attr: Some(attrs::arg_attr),
    attr_classes: Some(AttrClasses { summary: super::attrs::summary, holds: super::attrs::is_of_class }),
    ..DialectVerify::EMPTY
};

const fn on_entry(op: &'static str, verify: fn(&Cx, Op) -> Res) -> OpVerify {
    OpVerify { op, verify: Some(verify), ..OpVerify::NONE }
}

static OPS: &[OpVerify] = &[
    on_entry("nvvm.shfl.sync", ops::shfl),
    on_entry("nvvm.mma.sync", mma::mma_sync),
    on_entry("nvvm.wmma.load", ops::wmma_load),
    on_entry("nvvm.wmma.store", ops::wmma_store),
    on_entry("nvvm.wmma.mma", ops::wmma_mma),
    on_entry("nvvm.ldmatrix", ops::ldmatrix),
    on_entry("nvvm.cp.async.shared.global", ops::cp_async),
    on_entry("nvvm.cp.async.bulk.tensor.shared.cluster.global", ops::tma_load),
];
