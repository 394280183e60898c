// The display list (each command a tuple; coordinates in pixels, y down):
//   ("path", xy, closed, fill, stroke, linewidth, dashes, clip)
//   ("markers", xy, shape, size, fill, stroke, linewidth, clip)
//   ("text", x, y, text, size, color, ha, va, rotation)
//   ("image", x, y, w, h, array, lut, vmin, vmax, clip, alpha)
// xy is a flat list [x0, y0, x1, y1, ...] (a NaN breaks a line, as
// matplotlib's does); colours are (r, g, b, a) in 0..1 or None; clip is
// (x, y, w, h) or None; sizes and widths are pixels; ha is left, center or
// right; va is top, center, baseline or bottom; rotation is degrees,
// counter-clockwise. An image's array is a float64 ndarray: (rows, cols)
// values mapped through lut (256 colours) between vmin and vmax, or
// (rows, cols, 3|4) colours in 0..1.
#include "lib/plot_canvas.h"

#include <cairo.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "base/base64.h"
#include "builtins/builtins_impl.h"
#include "builtins/native.h"
#include "framework/tensor_object.h"
#include "lib/file_bytes.h"

namespace minitf {

namespace {

// A canvas larger than this (in pixels a side) is a mistake (figsize in
// pixels, or dpi=10000), not a picture: cairo would try to allocate it.
constexpr int kMaxCanvasSide = 16384;
// The font matplotlib uses by default; fontconfig finds fonts-dejavu-core's.
constexpr const char* kFontFamily = "DejaVu Sans";

using SurfacePtr = std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)>;
using ContextPtr = std::unique_ptr<cairo_t, decltype(&cairo_destroy)>;

const std::vector<Value>& seq_items(const Value& v, const char* what) {
  if (is_type(v, types().tuple)) return v.as<Tuple>()->items;
  if (is_type(v, types().list)) return v.as<List>()->items;
  throw_type_error(std::string("canvas: ") + what + " must be a tuple or list, not " +
                   type_name(v));
}

double num(Interpreter& in, const Value& v) { return in.to_double(v); }

struct Rgba {
  double r = 0, g = 0, b = 0, a = 1;
};

bool color_of(Interpreter& in, const Value& v, Rgba& c) {
  if (v.is_none()) return false;
  const std::vector<Value>& items = seq_items(v, "a colour");
  if (items.size() != 4) throw_value_error("canvas: a colour is (r, g, b, a)");
  c = {num(in, items[0]), num(in, items[1]), num(in, items[2]), num(in, items[3])};
  return true;
}

void set_color(cairo_t* cr, const Rgba& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

void apply_clip(Interpreter& in, cairo_t* cr, const Value& clip) {
  if (clip.is_none()) return;
  const std::vector<Value>& r = seq_items(clip, "a clip box");
  if (r.size() != 4) throw_value_error("canvas: a clip box is (x, y, w, h)");
  cairo_rectangle(cr, num(in, r[0]), num(in, r[1]), num(in, r[2]), num(in, r[3]));
  cairo_clip(cr);
}

std::vector<double> points(Interpreter& in, const Value& v) {
  const std::vector<Value>& items = seq_items(v, "points");
  std::vector<double> xy;
  xy.reserve(items.size());
  for (const Value& p : items) xy.push_back(num(in, p));
  if (xy.size() % 2) throw_value_error("canvas: points come in (x, y) pairs");
  return xy;
}

void fill_and_stroke(cairo_t* cr, bool has_fill, const Rgba& fill, bool has_stroke,
                     const Rgba& stroke, double lw) {
  if (has_fill) {
    set_color(cr, fill);
    has_stroke ? cairo_fill_preserve(cr) : cairo_fill(cr);
  }
  if (has_stroke && lw > 0) {
    set_color(cr, stroke);
    cairo_set_line_width(cr, lw);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
}

// ("path", xy, closed, fill, stroke, linewidth, dashes, clip)
void draw_path(Interpreter& in, cairo_t* cr, const std::vector<Value>& c) {
  if (c.size() != 8) throw_value_error("canvas: a path command has 8 items");
  std::vector<double> xy = points(in, c[1]);
  bool closed = in.truthy(c[2]);
  Rgba fill, stroke;
  bool has_fill = color_of(in, c[3], fill), has_stroke = color_of(in, c[4], stroke);
  double lw = num(in, c[5]);
  std::vector<double> dashes;
  for (const Value& d : seq_items(c[6], "dashes")) dashes.push_back(num(in, d));
  cairo_save(cr);
  apply_clip(in, cr, c[7]);
  cairo_set_line_join(cr, closed ? CAIRO_LINE_JOIN_MITER : CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap(cr, closed ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_SQUARE);
  if (!dashes.empty()) {
    cairo_set_dash(cr, dashes.data(), int(dashes.size()), 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  }
  bool pen_down = false;
  for (size_t i = 0; i + 1 < xy.size(); i += 2) {
    double x = xy[i], y = xy[i + 1];
    if (!std::isfinite(x) || !std::isfinite(y)) {
      pen_down = false;
      continue;
    }
    pen_down ? cairo_line_to(cr, x, y) : cairo_move_to(cr, x, y);
    pen_down = true;
  }
  if (closed) cairo_close_path(cr);
  fill_and_stroke(cr, has_fill, fill, has_stroke, stroke, lw);
  cairo_restore(cr);
}

// One marker's outline centred at (x, y), `size` pixels across.
void marker_path(cairo_t* cr, const std::string& shape, double x, double y, double size) {
  double r = size / 2;
  if (shape == "o" || shape == ".") {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x, y, shape == "." ? r / 2 : r, 0, 2 * M_PI);
  } else if (shape == "s") {
    cairo_rectangle(cr, x - r, y - r, size, size);
  } else if (shape == "D" || shape == "d") {
    double w = shape == "d" ? r * 0.6 : r;
    cairo_move_to(cr, x, y - r);
    cairo_line_to(cr, x + w, y);
    cairo_line_to(cr, x, y + r);
    cairo_line_to(cr, x - w, y);
    cairo_close_path(cr);
  } else if (shape == "^" || shape == "v" || shape == "<" || shape == ">") {
    double ang = shape == "^" ? -M_PI / 2 : shape == "v" ? M_PI / 2 : shape == "<" ? M_PI : 0;
    for (int k = 0; k < 3; ++k) {
      double a = ang + k * 2 * M_PI / 3;
      k ? cairo_line_to(cr, x + r * std::cos(a), y + r * std::sin(a))
        : cairo_move_to(cr, x + r * std::cos(a), y + r * std::sin(a));
    }
    cairo_close_path(cr);
  } else if (shape == "*" || shape == "p" || shape == "h") {
    int n = shape == "h" ? 6 : 5;
    bool star = shape == "*";
    int k_max = star ? 2 * n : n;
    for (int k = 0; k < k_max; ++k) {
      double a = -M_PI / 2 + k * 2 * M_PI / k_max;
      double rr = star && k % 2 ? r * 0.381966 : r;
      k ? cairo_line_to(cr, x + rr * std::cos(a), y + rr * std::sin(a))
        : cairo_move_to(cr, x + rr * std::cos(a), y + rr * std::sin(a));
    }
    cairo_close_path(cr);
  } else if (shape == "+" || shape == "|" || shape == "_") {
    if (shape != "_") {
      cairo_move_to(cr, x, y - r);
      cairo_line_to(cr, x, y + r);
    }
    if (shape != "|") {
      cairo_move_to(cr, x - r, y);
      cairo_line_to(cr, x + r, y);
    }
  } else if (shape == "x") {
    double d = r * M_SQRT1_2 * 1.4142;
    cairo_move_to(cr, x - d, y - d);
    cairo_line_to(cr, x + d, y + d);
    cairo_move_to(cr, x - d, y + d);
    cairo_line_to(cr, x + d, y - d);
  } else {
    throw_value_error("canvas: unknown marker '" + shape + "'");
  }
}

// ("markers", xy, shape, size, fill, stroke, linewidth, clip)
void draw_markers(Interpreter& in, cairo_t* cr, const std::vector<Value>& c) {
  if (c.size() != 8) throw_value_error("canvas: a markers command has 8 items");
  std::vector<double> xy = points(in, c[1]);
  if (!is_str(c[2])) throw_type_error("canvas: a marker shape is a str");
  const std::string& shape = str_of(c[2]);
  double size = num(in, c[3]);
  Rgba fill, stroke;
  bool has_fill = color_of(in, c[4], fill), has_stroke = color_of(in, c[5], stroke);
  bool line_only = shape == "+" || shape == "x" || shape == "|" || shape == "_";
  if (line_only && !has_stroke) {
    has_stroke = has_fill;
    stroke = fill;
  }
  if (line_only) has_fill = false;
  double lw = num(in, c[6]);
  cairo_save(cr);
  apply_clip(in, cr, c[7]);
  for (size_t i = 0; i + 1 < xy.size(); i += 2) {
    if (!std::isfinite(xy[i]) || !std::isfinite(xy[i + 1])) continue;
    marker_path(cr, shape, xy[i], xy[i + 1], size);
    fill_and_stroke(cr, has_fill, fill, has_stroke, stroke, lw);
  }
  cairo_restore(cr);
}

void select_font(cairo_t* cr, double size) {
  cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(cr, size);
}

// ("text", x, y, text, size, color, ha, va, rotation)
void draw_text(Interpreter& in, cairo_t* cr, const std::vector<Value>& c) {
  if (c.size() != 9) throw_value_error("canvas: a text command has 9 items");
  if (!is_str(c[3]) || !is_str(c[6]) || !is_str(c[7]))
    throw_type_error("canvas: text, ha and va are str");
  const std::string& text = str_of(c[3]);
  const std::string& ha = str_of(c[6]);
  const std::string& va = str_of(c[7]);
  Rgba color;
  color_of(in, c[5], color);
  cairo_save(cr);
  select_font(cr, num(in, c[4]));
  cairo_text_extents_t te;
  cairo_text_extents(cr, text.c_str(), &te);
  cairo_font_extents_t fe;
  cairo_font_extents(cr, &fe);
  cairo_translate(cr, num(in, c[1]), num(in, c[2]));
  cairo_rotate(cr, -num(in, c[8]) * M_PI / 180);
  double dx = ha == "center" ? -te.x_advance / 2 : ha == "right" ? -te.x_advance : 0;
  double dy = va == "top"      ? fe.ascent
              : va == "center" ? (fe.ascent - fe.descent) / 2
              : va == "bottom" ? -fe.descent
                               : 0;
  cairo_move_to(cr, dx, dy);
  set_color(cr, color);
  cairo_show_text(cr, text.c_str());
  cairo_restore(cr);
}

uint32_t argb(double r, double g, double b, double a) {
  auto byte = [](double v) {
    v = std::isfinite(v) ? std::min(1.0, std::max(0.0, v)) : 0.0;
    return uint32_t(std::lround(v * 255));
  };
  uint32_t A = byte(a);
  // Cairo's ARGB32 is premultiplied.
  return A << 24 | (byte(r) * A / 255) << 16 | (byte(g) * A / 255) << 8 | (byte(b) * A / 255);
}

// An image array as a cairo surface of its own size.
SurfacePtr image_surface(Interpreter& in, const Value& array, const Value& lut_v,
                         const Value& vmin_v, const Value& vmax_v) {
  if (!is_ndarray(array)) throw_type_error("canvas: an image is a float64 ndarray");
  const Tensor& t = tensor_of(array);
  if (std::string(dtype_numpy_name(t.dtype())) != "float64")
    throw_type_error("canvas: an image is a float64 ndarray");
  if (t.rank() != 2 && !(t.rank() == 3 && (t.dim(2) == 3 || t.dim(2) == 4)))
    throw_value_error("canvas: an image is (rows, cols) or (rows, cols, 3 or 4)");
  int rows = int(t.dim(0)), cols = int(t.dim(1));
  if (rows <= 0 || cols <= 0 || rows > kMaxCanvasSide || cols > kMaxCanvasSide)
    throw_value_error("canvas: an image of " + std::to_string(rows) + "x" + std::to_string(cols) +
                      " is out of range");
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cols, rows), cairo_surface_destroy);
  cairo_surface_flush(s.get());
  unsigned char* base = cairo_image_surface_get_data(s.get());
  int stride = cairo_image_surface_get_stride(s.get());
  const double* d = static_cast<const double*>(t.raw_data());
  std::vector<uint32_t> lut;
  if (t.rank() == 2) {
    for (const Value& c : seq_items(lut_v, "a colour table")) {
      Rgba rgba;
      color_of(in, c, rgba);
      lut.push_back(argb(rgba.r, rgba.g, rgba.b, rgba.a));
    }
    if (lut.empty()) throw_value_error("canvas: an empty colour table");
  }
  double vmin = t.rank() == 2 ? num(in, vmin_v) : 0, vmax = t.rank() == 2 ? num(in, vmax_v) : 1;
  int channels = t.rank() == 3 ? int(t.dim(2)) : 1;
  for (int r = 0; r < rows; ++r) {
    auto* row = reinterpret_cast<uint32_t*>(base + size_t(r) * size_t(stride));
    for (int c = 0; c < cols; ++c) {
      const double* px = d + (size_t(r) * size_t(cols) + size_t(c)) * size_t(channels);
      if (channels == 1) {
        double v = px[0];
        if (!std::isfinite(v)) {
          row[c] = 0;  // NaN is transparent (matplotlib's "bad" colour)
          continue;
        }
        double f = vmax > vmin ? (v - vmin) / (vmax - vmin) : 0.0;
        // matplotlib's Colormap: N bins, the top value in the last.
        long n = long(lut.size());
        long k = f >= 1.0 ? n - 1 : f < 0 ? 0 : long(f * double(n));
        row[c] = lut[size_t(std::min(n - 1, std::max(0L, k)))];
      } else {
        row[c] = argb(px[0], px[1], px[2], channels == 4 ? px[3] : 1.0);
      }
    }
  }
  cairo_surface_mark_dirty(s.get());
  return s;
}

// ("image", x, y, w, h, array, lut, vmin, vmax, clip, alpha)
void draw_image(Interpreter& in, cairo_t* cr, const std::vector<Value>& c) {
  if (c.size() != 11) throw_value_error("canvas: an image command has 11 items");
  double alpha = num(in, c[10]);
  if (!(alpha >= 0.0 && alpha <= 1.0)) throw_value_error("canvas: an image's alpha is in [0, 1]");
  SurfacePtr img = image_surface(in, c[5], c[6], c[7], c[8]);
  double x = num(in, c[1]), y = num(in, c[2]), w = num(in, c[3]), h = num(in, c[4]);
  int cols = cairo_image_surface_get_width(img.get()),
      rows = cairo_image_surface_get_height(img.get());
  cairo_save(cr);
  apply_clip(in, cr, c[9]);
  cairo_translate(cr, x, y);
  cairo_scale(cr, w / cols, h / rows);
  cairo_set_source_surface(cr, img.get(), 0, 0);
  // Pixels stay square blocks, as matplotlib shows a small image enlarged.
  cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
  cairo_rectangle(cr, 0, 0, cols, rows);
  cairo_clip(cr);
  cairo_paint_with_alpha(cr, alpha);
  cairo_restore(cr);
}

void paint(Interpreter& in, cairo_t* cr, const Value& commands) {
  for (const Value& cmd : seq_items(commands, "the display list")) {
    const std::vector<Value>& c = seq_items(cmd, "a command");
    if (c.empty() || !is_str(c[0])) throw_value_error("canvas: a command starts with its name");
    const std::string& op = str_of(c[0]);
    if (op == "path")
      draw_path(in, cr, c);
    else if (op == "markers")
      draw_markers(in, cr, c);
    else if (op == "text")
      draw_text(in, cr, c);
    else if (op == "image")
      draw_image(in, cr, c);
    else
      throw_value_error("canvas: unknown command '" + op + "'");
  }
}

cairo_status_t append_bytes(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

std::string png_of_surface(cairo_surface_t* s) {
  std::string out;
  cairo_status_t st = cairo_surface_write_to_png_stream(s, append_bytes, &out);
  if (st != CAIRO_STATUS_SUCCESS)
    throw_runtime_error(std::string("cairo: ") + cairo_status_to_string(st));
  return out;
}

int side(Interpreter& in, const Value& v, const char* what) {
  int64_t n = in.to_index(v);
  if (n < 1 || n > kMaxCanvasSide)
    throw_value_error(std::string("canvas: ") + what + " of " + std::to_string(n) +
                      " pixels is out of range (1.." + std::to_string(kMaxCanvasSide) + ")");
  return int(n);
}

// The PNG bytes of a display list on a width x height canvas of `background`.
std::string render_png(Interpreter& in, CallArgs& a, const char* fname, size_t first) {
  check_args(a, first + 4, first + 4, fname);
  int w = side(in, a.pos[first], "a width"), h = side(in, a.pos[first + 1], "a height");
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h), cairo_surface_destroy);
  ContextPtr cr(cairo_create(s.get()), cairo_destroy);
  Rgba bg;
  if (color_of(in, a.pos[first + 2], bg)) {
    set_color(cr.get(), bg);
    cairo_paint(cr.get());
  }
  paint(in, cr.get(), a.pos[first + 3]);
  cairo_surface_flush(s.get());
  return png_of_surface(s.get());
}

// png(width, height, background, commands) -> base64 text
Value png(Interpreter& in, CallArgs& a) {
  return str_value(base64_encode(render_png(in, a, "png", 0)));
}

// write_png(path, width, height, background, commands)
Value write_png(Interpreter& in, CallArgs& a) {
  if (a.pos.empty() || !is_str(a.pos[0])) throw_type_error("write_png: path must be a str");
  std::string bytes = render_png(in, a, "write_png", 1);
  write_file_bytes(in, str_of(a.pos[0]), bytes);
  return Value();
}

// image_png(array, lut, vmin, vmax) -> base64 text: one image alone (SVG
// embeds its images as PNG).
Value image_png(Interpreter& in, CallArgs& a) {
  check_args(a, 4, 4, "image_png");
  SurfacePtr img = image_surface(in, a.pos[0], a.pos[1], a.pos[2], a.pos[3]);
  return str_value(base64_encode(png_of_surface(img.get())));
}

// text_size(text, size) -> (width, ascent, descent) in pixels
Value text_size(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "text_size");
  if (!is_str(a.pos[0])) throw_type_error("text_size: text must be a str");
  SurfacePtr s(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), cairo_surface_destroy);
  ContextPtr cr(cairo_create(s.get()), cairo_destroy);
  select_font(cr.get(), num(in, a.pos[1]));
  cairo_text_extents_t te;
  cairo_text_extents(cr.get(), str_of(a.pos[0]).c_str(), &te);
  cairo_font_extents_t fe;
  cairo_font_extents(cr.get(), &fe);
  return tuple_value(
      {Value::floating(te.x_advance), Value::floating(fe.ascent), Value::floating(fe.descent)});
}

const NativeDef kCanvasFunctions[] = {
    {"png", png, "(width, height, background, commands, /)",
     "minitf: paints a display list with cairo; the PNG as base64 text."},
    {"write_png", write_png, "(path, width, height, background, commands, /)",
     "minitf: paints a display list with cairo into a PNG file."},
    {"image_png", image_png, "(array, lut, vmin, vmax, /)",
     "minitf: one image array as a PNG (base64 text)."},
    {"text_size", text_size, "(text, size, /)",
     "minitf: (width, ascent, descent) of text in DejaVu Sans at size pixels."},
};

}  // namespace

Ref<Module> make_canvas_module(Interpreter& in) {
  Ref<Module> m(new Module("_minitf_canvas"));
  add_functions(in, *m, kCanvasFunctions);
  return m;
}

}  // namespace minitf
