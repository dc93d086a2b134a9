//! Ops printed before, by shape: the text of an op without regions, kept
//! with the places where it named an operand or a successor, so that a
//! later op of the same shape (`llvm.load %7 {...} : !llvm.ptr -> i32` with
//! another operand) is printed by copying that text and writing its own
//! names into the holes, not by running its format again.
//!
//! Why this is exact: what the printer writes for an op after its result
//! names (`%4 = `) depends on the op's name, its properties and attributes
//! (interned, so equal handles are equal values), its operand and result
//! types, its successor count, the indentation, the default dialect of the
//! op it sits in (a function of that op's name), its location when
//! locations are printed, and on the names of its operands and successors,
//! which are the holes. Printer state that changes as it goes (`distinct`
//! ids, the resources used) is settled by the first op of a shape printed,
//! since it depends on the same attributes. The shape is the key of the
//! memo. An op is remembered only when every name its print wrote is one of
//! its own operands or successors, each appearing once among them, so each
//! hole is a position; otherwise (a value that is not an operand, an
//! operand used twice) it is printed the long way.
//!
//! With `LLMIR_PRINT_MEMO_CHECK` set in the environment, every hit is
//! printed the long way as well and the two texts compared (a panic names
//! the op): the test suites run once this way when the printer changes.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use crate::ir::{Block, Body, Op, Value};

/// The most shapes kept: a module's common shapes come early, and memory
/// stays bounded (a few MiB) however large the module.
const MAX_SHAPES: usize = 8192;

/// The longest op text remembered, in bytes.
const MAX_TEXT: usize = 2048;

/// What a name written into an op's text stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Named {
    Value(Value),
    Block(Block),
}

/// Where a remembered text takes a name: the op's operand or successor at
/// this position.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Operand(u32),
    Successor(u32),
}

/// An op's printed text with its names cut out.
struct Template {
    text: Box<str>,
    /// Byte ranges of `text` that are names, in order, and whose names.
    holes: Box<[(u32, u32, Slot)]>,
}

/// Remembered op texts by shape, and the names the op being printed wrote.
#[derive(Default)]
pub(super) struct PrintMemo {
    by_shape: FxHashMap<Box<[u32]>, Template>,
    /// The key of the op looked up last (kept to reuse its buffer).
    key: Vec<u32>,
    /// While an op is printed to be remembered: each name written, with the
    /// byte range it took in the output.
    pub(super) recording: Option<Vec<(usize, usize, Named)>>,
}

/// Whether hits are checked against a full print (`LLMIR_PRINT_MEMO_CHECK`).
pub(super) fn checking() -> bool {
    static CHECK: OnceLock<bool> = OnceLock::new();
    *CHECK.get_or_init(|| std::env::var_os("LLMIR_PRINT_MEMO_CHECK").is_some())
}

impl PrintMemo {
    /// Makes the key of `op`'s shape, printed at `indent` inside an op
    /// named `parent` (`u32::MAX` at the top); `with_loc` when locations
    /// are printed. `false` for an op not worth looking up (one with
    /// regions).
    pub(super) fn shape(&mut self, body: &Body, op: Op, indent: usize, with_loc: bool) -> bool {
        let d = body.op(op);
        if !d.regions.is_empty() {
            return false;
        }
        let parent = d.parent.and_then(|b| body.block(b).parent).and_then(|r| body.region(r).parent);
        let key = &mut self.key;
        key.clear();
        key.extend([
            d.name.0,
            d.properties.map_or(u32::MAX, |a| a.0),
            d.attrs.0,
            indent as u32,
            parent.map_or(u32::MAX, |p| body.op(p).name.0),
            if with_loc { d.loc.map_or(u32::MAX, |a| a.0) } else { u32::MAX },
            d.successors.len() as u32,
            d.operands.len() as u32,
        ]);
        key.extend(d.operands.iter().map(|&v| body.value(v).ty.0));
        key.extend(d.results().map(|v| body.value(v).ty.0));
        true
    }

    /// Writes the remembered text of the last shape for `op` to `out`,
    /// its names written by `name`. `false` when none is remembered.
    pub(super) fn replay(&self, body: &Body, op: Op, out: &mut String, mut name: impl FnMut(&mut String, Named)) -> bool {
        let Some(t) = self.by_shape.get(self.key.as_slice()) else { return false };
        let d = body.op(op);
        let mut at = 0;
        for &(start, end, slot) in t.holes.iter() {
            out.push_str(&t.text[at..start as usize]);
            match slot {
                Slot::Operand(i) => name(out, Named::Value(d.operands[i as usize])),
                Slot::Successor(i) => name(out, Named::Block(d.successors[i as usize])),
            }
            at = end as usize;
        }
        out.push_str(&t.text[at..]);
        true
    }

    /// Remembers `text`, which `op` printed as, under the last shape, with
    /// the names `names` recorded at their ranges (counted from the start of
    /// `text`), if every name is one of the op's own operands or
    /// successors, named once among them.
    pub(super) fn remember(&mut self, body: &Body, op: Op, text: &str, names: &[(usize, usize, Named)]) {
        if self.by_shape.len() >= MAX_SHAPES || text.len() > MAX_TEXT {
            return;
        }
        let d = body.op(op);
        let once = |at: Option<usize>, count: usize| at.filter(|_| count == 1);
        let mut holes = Vec::with_capacity(names.len());
        for &(start, end, named) in names {
            let slot = match named {
                Named::Value(v) => {
                    let n = d.operands.iter().filter(|&&x| x == v).count();
                    once(d.operands.iter().position(|&x| x == v), n).map(|i| Slot::Operand(i as u32))
                }
                Named::Block(b) => {
                    let n = d.successors.iter().filter(|&&x| x == b).count();
                    once(d.successors.iter().position(|&x| x == b), n).map(|i| Slot::Successor(i as u32))
                }
            };
            let Some(slot) = slot else { return };
            holes.push((start as u32, end as u32, slot));
        }
        self.by_shape.insert(self.key.as_slice().into(), Template { text: text.into(), holes: holes.into() });
    }
}
