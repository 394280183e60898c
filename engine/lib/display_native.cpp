#include "lib/display_native.h"

#include <random>

#include "base/base64.h"
#include "builtins/builtins_impl.h"
#include "builtins/native.h"
#include "lib/file_bytes.h"

namespace minitf {

namespace {

// IPython's formatters, by the method each calls; _repr_mimebundle_ and
// _ipython_display_ are the protocol's other two entry points.
constexpr const char* kReprMethods[] = {"_repr_mimebundle_", "_ipython_display_", "_repr_html_",
                                        "_repr_markdown_",   "_repr_svg_",        "_repr_png_",
                                        "_repr_pdf_",        "_repr_jpeg_",       "_repr_latex_",
                                        "_repr_json_",       "_repr_javascript_"};

// A picture file larger than this is not one a notebook should embed (the
// message carries it base64-encoded, a third larger again).
constexpr size_t kMaxImageBytes = size_t(64) << 20;

// JSON representations travel as JSON values, not as text (Jupyter's rule:
// application/json and every "+json" type).
bool is_json_mime(const std::string& mime) {
  return mime == "application/json" ||
         (mime.size() > 5 && mime.compare(mime.size() - 5, 5, "+json") == 0);
}

std::string json_dumps(Interpreter& in, const Value& v) {
  Value dumps = in.getattr(in.import_module("json").value(), "dumps");
  return str_of(in.call(dumps, std::vector<Value>{v}));
}

// A {mime: data} dict as DisplayData, text/plain first.
DisplayData display_data_of(Interpreter& in, const Value& data, const Value& metadata) {
  if (!is_type(data, types().dict))
    throw_type_error("display data must be a dict of MIME type to data, not " + type_name(data));
  DisplayData d;
  bool plain_seen = false;
  data.as<Dict>()->table.for_each([&](const Value& k, const Value& v) {
    if (!is_str(k)) throw_type_error("a MIME type must be a str, not " + type_name(k));
    const std::string& mime = str_of(k);
    std::string text;
    if (is_json_mime(mime))
      text = json_dumps(in, v);
    else if (is_str(v))
      text = str_of(v);
    else
      throw_type_error("the data for '" + mime +
                       "' must be a str (base64 text for a picture), not " + type_name(v));
    if (mime == "text/plain") {
      d.data.insert(d.data.begin(), {mime, std::move(text)});
      plain_seen = true;
    } else {
      d.data.emplace_back(mime, std::move(text));
    }
  });
  (void)plain_seen;
  if (!metadata.is_none()) d.metadata_json = json_dumps(in, metadata);
  return d;
}

std::string optional_id(const Value* v) {
  if (!v || v->is_none()) return "";
  if (!is_str(*v)) throw_type_error("display_id must be a str, not " + type_name(*v));
  return str_of(*v);
}

// publish(data, metadata=None, display_id=None, update=False)
Value publish(Interpreter& in, CallArgs& a) {
  ArgParser p("publish", a, {"data", "metadata", "display_id", "update"}, 1);
  DisplayData d = display_data_of(in, *p.get(0), p.get(1) ? *p.get(1) : Value());
  d.display_id = optional_id(p.get(2));
  d.update = p.get(3) && in.truthy(*p.get(3));
  in.out().display_data(d);
  return Value();
}

// show(obj, display_id=None, update=False): an object without rich reprs,
// as the front end shows values (the kernel adds its tensor tables).
Value show(Interpreter& in, CallArgs& a) {
  ArgParser p("show", a, {"obj", "display_id", "update"}, 1);
  in.out().display_value(in, *p.get(0), optional_id(p.get(1)), p.get(2) && in.truthy(*p.get(2)));
  return Value();
}

Value clear(Interpreter& in, CallArgs& a) {
  ArgParser p("clear_output", a, {"wait"}, 0);
  in.out().clear_output(p.get(0) && in.truthy(*p.get(0)));
  return Value();
}

Value has_rich(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "has_rich");
  (void)in;
  return Value::boolean(has_rich_reprs(a.pos[0]));
}

// read_base64(path): a picture file's bytes as base64 text (minitf has no
// bytes type, and base64 is how the picture travels anyway).
Value read_base64(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "read_base64");
  if (!is_str(a.pos[0])) throw_type_error("expected str, not " + type_name(a.pos[0]));
  return str_value(base64_encode(read_file_bytes(in, str_of(a.pos[0]), kMaxImageBytes)));
}

// A fresh display id: 32 random hex digits, as IPython's uuid4().hex. From
// the system's entropy, not the `random` module: a display must not change
// the numbers a seeded program draws.
Value new_display_id(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "new_display_id");
  (void)in;
  std::random_device rd;
  static const char kHex[] = "0123456789abcdef";
  std::string id;
  for (int i = 0; i < 8; ++i) {
    unsigned r = rd();
    for (int k = 0; k < 4; ++k) id += kHex[(r >> (4 * k)) & 15];
  }
  return str_value(std::move(id));
}

Value rich_frontend(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "rich_frontend");
  return Value::boolean(in.out().shows_pictures());
}

const NativeDef kDisplayFunctions[] = {
    {"rich_frontend", rich_frontend, "()",
     "minitf: whether the front end shows pictures (a notebook, not a terminal)."},
    {"publish", publish, "(data, metadata=None, display_id=None, update=False)",
     "minitf: sends a MIME bundle to the front end (IPython's publish_display_data)."},
    {"show", show, "(obj, display_id=None, update=False)",
     "minitf: shows an object without _repr_*_ methods as the front end shows values."},
    {"clear_output", clear, "(wait=False)", "minitf: clears the cell's output."},
    {"has_rich", has_rich, "(obj, /)", "minitf: whether obj's type has a _repr_*_ method."},
    {"read_base64", read_base64, "(path, /)", "minitf: a file's bytes as base64 text."},
    {"new_display_id", new_display_id, "()", "minitf: a fresh display id."},
};

}  // namespace

bool has_rich_reprs(const Value& v) {
  if (!v.is_obj()) return false;
  TypeObject* t = v.as_obj()->type;
  if (t->is_subclass_of(types().type)) return false;
  for (const char* name : kReprMethods)
    if (t->lookup(name)) return true;
  return false;
}

std::optional<DisplayData> rich_display(Interpreter& in, const Value& v) {
  if (!has_rich_reprs(v)) return std::nullopt;
  Value format = in.getattr(in.import_module("_ipython_display").value(), "_format");
  Value r = in.call(format, std::vector<Value>{v});
  if (!is_type(r, types().tuple) || r.as<Tuple>()->items.size() != 2)
    throw_type_error("IPython.display._format must return (data, metadata)");
  return display_data_of(in, r.as<Tuple>()->items[0], r.as<Tuple>()->items[1]);
}

Ref<Module> make_display_native_module(Interpreter& in) {
  Ref<Module> m(new Module("_minitf_display"));
  add_functions(in, *m, kDisplayFunctions);
  return m;
}

}  // namespace minitf
