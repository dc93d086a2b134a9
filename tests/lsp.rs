//! `llmir-lsp` driven over pipes as an editor drives it: initialize, open,
//! edit, ask (hover, definition, references, document symbols, folding,
//! completion), shut down. Plus random edits whose diagnostics must equal
//! a fresh `llmir-opt --split-input-file` run on the same text
//! (`LLMIR_LSP_EDITS=10000` runs a longer session; scripts/lsp_fuzz.sh).

mod lsp_support;

use lsp_support::{find, start, Server};
use serde_json::{json, Value};

const SAMPLE: &str = include_str!("../test/lsp/sample.mlir");
const EXAMPLE: &str = include_str!("../test/fixtures/example.mlir");

fn hover_text(v: &Value) -> String {
    v["contents"]["value"].as_str().unwrap_or_default().to_string()
}

fn messages(diags: &[Value]) -> Vec<String> {
    diags.iter().map(|d| d["message"].as_str().unwrap().to_string()).collect()
}

#[test]
fn sample_file_end_to_end() {
    let uri = "file:///tmp/sample.mlir";
    let mut s = Server::start(&[]);
    s.open(uri, SAMPLE);
    let diags = s.diagnostics(uri, 1);
    assert_eq!(messages(&diags), ["redefinition of symbol named 'twice'", "expected non-function type"]);
    // The verifier's note becomes related information at the first @twice.
    assert_eq!(start(&diags[0]["range"]), find(SAMPLE, "llvm.func @twice", 1, 0));
    let related = &diags[0]["relatedInformation"][0];
    assert_eq!(related["message"], "see existing symbol definition here");
    assert_eq!(start(&related["location"]["range"]), find(SAMPLE, "llvm.func @twice", 0, 0));
    // Just after the token before, as MLIR reports a token it did not expect.
    assert_eq!(start(&diags[1]["range"]), find(SAMPLE, "llvm.return %0 :", 0, 16));

    // Hover: an op (table constraints and this op's types), a value (type
    // and definition), a type alias (its expansion).
    let h = hover_text(&s.at("textDocument/hover", uri, find(SAMPLE, "llvm.add", 0, 3)));
    assert!(h.contains("`llvm.add`") && h.contains("Operands") && h.contains("signless integer"), "{h}");
    assert!(h.contains("Here: `(i32, i32) -> (i32)`"), "{h}");
    let h = hover_text(&s.at("textDocument/hover", uri, find(SAMPLE, "llvm.return %1", 0, 13)));
    assert!(h.contains("`%1`: `i32`") && h.contains("result #0 of `llvm.add`"), "{h}");
    let h = hover_text(&s.at("textDocument/hover", uri, find(SAMPLE, "%arg0, %0", 0, 2)));
    assert!(h.contains("`%arg0`: `i32`") && h.contains("block argument #0"), "{h}");
    let h = hover_text(&s.at("textDocument/hover", uri, find(SAMPLE, "!pair", 1, 2)));
    assert!(h.contains("!llvm.struct<(i32, ptr)>"), "{h}");
    let h = hover_text(&s.at("textDocument/hover", uri, find(SAMPLE, "%u[0]", 0, 1)));
    assert!(h.contains("`%u`: `!llvm.struct<(i32, ptr)>`"), "{h}");

    // Definitions: a value, a block, a symbol, an alias.
    let d = s.at("textDocument/definition", uri, find(SAMPLE, "@callee(%c)", 0, 2));
    assert_eq!(start(&d["range"]), find(SAMPLE, "@callee", 0, 0));
    let d = s.at("textDocument/definition", uri, find(SAMPLE, "^bb1(%r", 0, 2));
    assert_eq!(start(&d["range"]), find(SAMPLE, "^bb1(%x", 0, 0));
    let d = s.at("textDocument/definition", uri, find(SAMPLE, "%x : i32", 0, 1));
    assert_eq!(start(&d["range"]), find(SAMPLE, "%x: i32", 0, 0));
    let d = s.at("textDocument/definition", uri, find(SAMPLE, "@answer :", 0, 1));
    assert_eq!(start(&d["range"]), find(SAMPLE, "@answer", 0, 0));
    let d = s.at("textDocument/definition", uri, find(SAMPLE, "!pair", 2, 1));
    assert_eq!(start(&d["range"]), (3, 0));

    // References: `%r` is defined once and used twice.
    let r = s.at("textDocument/references", uri, find(SAMPLE, "%r =", 0, 1));
    let at: Vec<(u32, u32)> = r.as_array().unwrap().iter().map(|l| start(&l["range"])).collect();
    assert_eq!(at, [find(SAMPLE, "%r", 0, 0), find(SAMPLE, "%r", 1, 0), find(SAMPLE, "%r", 2, 0)]);

    // The outline: aliases, then the symbols of each chunk.
    let syms = s.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let names: Vec<&str> = syms.as_array().unwrap().iter().map(|v| v["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["!pair", "#tbaa_root", "@answer", "@callee", "@caller", "@twice", "@twice", "@broken"]);
    let folds = s.request("textDocument/foldingRange", json!({"textDocument": {"uri": uri}}));
    assert!(folds.as_array().unwrap().len() >= 4, "{folds}");

    // Completion: SSA names of the function at `%`, ops elsewhere.
    let c = s.at("textDocument/completion", uri, find(SAMPLE, "%x : i32", 0, 1));
    let labels: Vec<&str> = c["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"%r") && labels.contains(&"%p") && !labels.contains(&"%arg0"), "{labels:?}");
    let c = s.at("textDocument/completion", uri, find(SAMPLE, "@callee(%c)", 0, 1));
    let labels: Vec<&str> = c["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"@callee") && labels.contains(&"@answer"), "{labels:?}");
    let c = s.at("textDocument/completion", uri, find(SAMPLE, "  llvm.br", 0, 2));
    let labels: Vec<&str> = c["items"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert!(labels.contains(&"llvm.getelementptr") && labels.contains(&"i32"), "{}", labels.len());

    // Fixing the parse error leaves the verifier error; fixing that clears
    // everything.
    let (line, col) = find(SAMPLE, "%0 :\n}", 0, 4);
    s.edit(uri, 2, (line, col), (line, col), " i32");
    assert_eq!(messages(&s.diagnostics(uri, 2)), ["redefinition of symbol named 'twice'"]);
    let (line, col) = find(SAMPLE, "@twice", 1, 1);
    s.edit(uri, 3, (line, col), (line, col + 5), "once");
    assert!(s.diagnostics(uri, 3).is_empty());
    s.stop();
}

#[test]
fn generic_form_and_symbols_by_sym_name() {
    let uri = "file:///tmp/example.mlir";
    let mut s = Server::start(&[]);
    s.open(uri, EXAMPLE);
    assert!(s.diagnostics(uri, 1).is_empty());
    // `callee = @factorial` goes to `sym_name = "factorial"`.
    let d = s.at("textDocument/definition", uri, find(EXAMPLE, "@factorial", 0, 2));
    assert_eq!(start(&d["range"]), find(EXAMPLE, "\"factorial\"", 0, 0));
    let h = hover_text(&s.at("textDocument/hover", uri, find(EXAMPLE, "\"llvm.icmp\"", 0, 2)));
    assert!(h.contains("Here: `(i64, i64) -> (i1)`"), "{h}");
    let h = hover_text(&s.at("textDocument/hover", uri, find(EXAMPLE, "%9, %7", 0, 1)));
    assert!(h.contains("`%9`: `i64`") && h.contains("block argument #1"), "{h}");
    let syms = s.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
    let module = &syms.as_array().unwrap()[4];
    let names: Vec<&str> = module["children"].as_array().unwrap().iter().map(|v| v["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["@greeting", "@printf", "@factorial", "@main"]);
    s.stop();
}

#[test]
fn utf16_columns_and_garbage() {
    let uri = "file:///tmp/u.mlir";
    let mut s = Server::start(&[]);
    // `é` is one UTF-16 unit (two bytes), the emoji two units (four bytes).
    let text = "llvm.mlir.global internal constant @s(\"é😀\") : !llvm.array<6 x i8>\n\"é😀\" %%% }\n";
    s.open(uri, text);
    let d = s.diagnostics(uri, 1);
    assert!(!d.is_empty());
    // The stray `%` after `"é😀" ` sits at UTF-16 column 6 (byte column 8).
    assert_eq!(start(&d[0]["range"]), (1, 6));
    let h = s.at("textDocument/hover", uri, (0, 40));
    assert!(h.is_null() || h.is_object());
    // Requests anywhere on half-typed text answer without failing.
    let deep_ops = "llvm.func @f() {\n".repeat(3000);
    let deep_parens = "(".repeat(20000);
    let garbage = ["", "%", "^", "@", "#", "!", "llvm.func @f(%a: i32 {", "}}}}", "\"unterminated", "%0:2 = ", "^bb0(%", "// -----\n// -----", "{-# dialect_resources: {", &deep_ops, &deep_parens];
    let mut version = 1;
    for g in garbage {
        let g: &str = g;
        version += 1;
        let end = s.request("textDocument/hover", json!({"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}));
        let _ = end;
        s.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": g}]}),
        );
        s.diagnostics(uri, version);
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion"] {
            let n = g.len() as u32;
            for col in [0, 1, 2, n / 2, n.saturating_sub(1), n, n + 1] {
                s.at(method, uri, (0, col));
                s.at(method, uri, (5, col));
            }
        }
        s.request("textDocument/documentSymbol", json!({"textDocument": {"uri": uri}}));
        s.request("textDocument/foldingRange", json!({"textDocument": {"uri": uri}}));
    }
    // An unknown method is an error reply, not a crash.
    assert!(s.try_request("textDocument/formatting", json!({})).is_err());
    s.stop();
}

#[path = "lsp_support/edits.rs"]
mod edits;

#[test]
fn random_edits_match_llmir_opt() {
    // A long session (`scripts/lsp_fuzz.sh`) sets the count; its time
    // is then unbounded.
    let long: Option<usize> = std::env::var("LLMIR_LSP_EDITS").ok().and_then(|v| v.parse().ok());
    let budget = if long.is_some() { std::time::Duration::MAX } else { std::time::Duration::from_secs(60) };
    edits::run(long.unwrap_or(1000), 0x5eed_1234, budget);
}
