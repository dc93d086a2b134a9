//! SSA value and block numbering as MLIR's printer does it.
//!
//! Regions are numbered from a stack, so the regions of later ops are
//! numbered first. In the generic form numbering never restarts (MLIR prints
//! unique ids then); in the custom form each region restarts from the
//! counters its parent region had when it was pushed.

use rustc_hash::FxHashMap;

use crate::ir::{Block, Body, Op, Region, ValueDef};

/// How a value is spelled: `%N` or `%argN`, plus `#i` for a result of a
/// multi-result op.
#[derive(Clone, Copy, Debug)]
pub enum ValueName {
    Num(u32),
    Arg(u32),
}

pub struct Names {
    /// By op: the number of its first result (all results share it).
    pub op_results: FxHashMap<Op, u32>,
    /// By block argument value index.
    pub args: FxHashMap<u32, ValueName>,
    /// By block: its `^bbN` number within its region.
    pub blocks: FxHashMap<Block, u32>,
}

pub fn number(body: &Body, top: Op, unique: bool) -> Names {
    let mut n = Names { op_results: FxHashMap::default(), args: FxHashMap::default(), blocks: FxHashMap::default() };
    let mut next_value = 0u32;
    let mut next_arg = 0u32;
    let mut stack: Vec<(Region, u32, u32)> = Vec::new();
    for &r in body.op(top).regions.iter() {
        stack.push((r, 0, 0));
    }
    if body.op(top).num_results > 0 {
        n.op_results.insert(top, next_value);
        next_value += 1;
    }
    while let Some((region, saved_value, saved_arg)) = stack.pop() {
        if !unique {
            next_value = saved_value;
            next_arg = saved_arg;
        }
        for (bi, &b) in body.region(region).blocks.iter().enumerate() {
            n.blocks.insert(b, bi as u32);
            let block = body.block(b);
            for &a in &block.args {
                let name = if bi == 0 {
                    next_arg += 1;
                    ValueName::Arg(next_arg - 1)
                } else {
                    next_value += 1;
                    ValueName::Num(next_value - 1)
                };
                n.args.insert(a.0, name);
            }
            for &op in &block.ops {
                if body.op(op).num_results > 0 {
                    n.op_results.insert(op, next_value);
                    next_value += 1;
                }
            }
        }
        for &b in &body.region(region).blocks {
            for &op in &body.block(b).ops {
                for &r in body.op(op).regions.iter() {
                    stack.push((r, next_value, next_arg));
                }
            }
        }
    }
    n
}

impl Names {
    /// The spelling of a value use.
    pub fn value(&self, body: &Body, v: crate::ir::Value, out: &mut String) {
        match body.value(v).def {
            ValueDef::Result { op, index } => {
                let id = self.op_results.get(&op).copied().unwrap_or(u32::MAX);
                out.push('%');
                push_u32(out, id);
                if body.op(op).num_results > 1 {
                    out.push('#');
                    push_u32(out, index);
                }
            }
            ValueDef::Arg { .. } => match self.args.get(&v.0) {
                Some(ValueName::Arg(i)) => {
                    out.push_str("%arg");
                    push_u32(out, *i);
                }
                Some(ValueName::Num(i)) => {
                    out.push('%');
                    push_u32(out, *i);
                }
                None => out.push_str("%<<UNKNOWN SSA VALUE>>"),
            },
        }
    }
}

pub fn push_u32(out: &mut String, n: u32) {
    push_u64(out, n as u64)
}

/// Appends `n` in decimal without going through `fmt` (hot in large files).
pub fn push_u64(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &b in &buf[i..] {
        out.push(b as char);
    }
}
