# keras.Model in its three forms: subclassed (a Layer whose attributes are
# layers), Sequential (a list of layers), and functional (Model(inputs,
# outputs) over the graph of symbolic calls from keras.Input).
import _keras_backend as backend
import _keras_layers as layers_mod
import _keras_summary
import _keras_trainer


def _as_list(x):
    if isinstance(x, (list, tuple)):
        return list(x)
    return [x]


def _functional_init_arguments(args, kwargs):
    # Keras' test for the functional signature Model(inputs, outputs).
    return (
        len(args) == 2
        or (len(args) == 1 and "outputs" in kwargs)
        or ("inputs" in kwargs and "outputs" in kwargs)
    )


class Model(_keras_trainer.Trainer):
    __module__ = "keras.src.models.model"

    def __new__(cls, *args, **kwargs):
        # As Keras 3, keras.Model(inputs, outputs) makes a Functional model
        # (a subclass of Model) and a Model subclass stays itself.
        if cls is Model and _functional_init_arguments(args, kwargs):
            return object.__new__(Functional)
        return object.__new__(cls)

    def __init__(self, *args, **kwargs):
        inputs = kwargs.pop("inputs", None)
        outputs = kwargs.pop("outputs", None)
        if len(args) > 0:
            inputs = args[0]
        if len(args) > 1:
            outputs = args[1]
        if inputs is not None and outputs is None or outputs is not None and inputs is None:
            raise TypeError("Functional model requires both `inputs` and `outputs`.")
        self._functional = inputs is not None
        if self._functional and "name" not in kwargs:
            kwargs["name"] = backend.unique_name("functional")
        _keras_trainer.Trainer.__init__(self, **kwargs)
        if self._functional:
            self._init_graph(inputs, outputs)

    # ---- the functional graph ----
    def _init_graph(self, inputs, outputs):
        self._inputs = _as_list(inputs)
        self._outputs = _as_list(outputs)
        self._single_output = not isinstance(outputs, (list, tuple))
        for t in self._inputs + self._outputs:
            if not isinstance(t, layers_mod.KerasTensor):
                raise ValueError(
                    "All `inputs` and `outputs` values must be KerasTensors. Received: " + repr(t)
                )
        # Depth-first from the outputs (Keras' _build_map): every symbolic
        # tensor after those it depends on, and each layer's first-visit
        # index, which orders the layers of equal depth.
        order = []
        seen = set()
        visit_index = {}
        stack = [(t, False) for t in reversed(self._outputs)]
        while stack:
            t, expanded = stack.pop()
            if id(t) in seen:
                continue
            if not expanded and id(t._layer) not in visit_index:
                visit_index[id(t._layer)] = len(visit_index)
            if expanded or not t._inputs:
                seen.add(id(t))
                order.append(t)
                continue
            stack.append((t, True))
            for i in reversed(t._inputs):
                if id(i) not in seen:
                    stack.append((i, False))
        input_ids = [id(t) for t in self._inputs]
        for t in order:
            if not t._inputs and id(t) not in input_ids:
                raise ValueError("Graph disconnected: cannot find parent for tensor " + repr(t))
        # Keras' map_graph: a node's depth is one more than the deepest node
        # that consumes it (the outputs are at 0); layers go deepest first.
        node_depth = {}
        layer_depth = {}
        for t in reversed(order):
            depth = node_depth.setdefault(id(t), 0)
            depth = max(depth, layer_depth.get(id(t._layer), 0))
            layer_depth[id(t._layer)] = depth
            node_depth[id(t)] = depth
            for parent in t._inputs:
                node_depth[id(parent)] = max(depth + 1, node_depth.get(id(parent), 0))
        layers = []
        for t in order:
            if not any([layer is t._layer for layer in layers]):
                layers.append(t._layer)
        layers.sort(key=lambda layer: (-layer_depth[id(layer)], visit_index[id(layer)]))
        self._order = order
        self._operations = layers
        # Keras draws a plain table when the graph is a chain: one node per
        # depth, each with one input, and no layer called twice.
        per_depth = {}
        for t in order:
            per_depth[node_depth[id(t)]] = per_depth.get(node_depth[id(t)], 0) + 1
        chain = all([n == 1 for n in per_depth.values()])
        chain = chain and all([len(t._inputs) <= 1 for t in order])
        for layer in layers:
            if len([t for t in order if t._layer is layer]) > 1:
                chain = False
        self._sequential_like = chain
        self.built = True
        self._build_shape = self._inputs[0].shape
        self._output_shape = self._outputs[0].shape

    def _run_graph(self, inputs, training):
        values = {}
        feeds = _as_list(inputs)
        if len(feeds) != len(self._inputs):
            raise ValueError(
                'Layer "'
                + self.name
                + '" expects '
                + str(len(self._inputs))
                + " input(s), but it received "
                + str(len(feeds))
                + " input tensors."
            )
        for kt, v in zip(self._inputs, feeds):
            values[id(kt)] = v
        masks = {}
        for kt in self._order:
            if id(kt) in values:
                continue
            args = [values[id(i)] for i in kt._inputs]
            x = args[0] if len(args) == 1 else args
            mask = masks.get(id(kt._inputs[0])) if len(kt._inputs) == 1 else None
            values[id(kt)], masks[id(kt)] = layers_mod._call_in_model(kt._layer, x, mask, training)
        outs = [values[id(t)] for t in self._outputs]
        return outs[0] if self._single_output else outs

    def call(self, inputs, training=None):
        if self._functional:
            return self._run_graph(inputs, training)
        raise NotImplementedError(
            "Model " + self.name + " does not have a `call()` method implemented."
        )

    @property
    def layers(self):
        if self._functional:
            return list(self._operations)
        return self._flat_layers()

    def _sublayers(self):
        if self._functional:
            return list(self._operations)
        return layers_mod.Layer._sublayers(self)

    def _summary_layers(self):
        if self._functional:
            return list(self._operations)
        return self.layers

    def _summary_connections(self):
        # None for a table without the "Connected to" column; else, per
        # layer, the inputs of its calls as Keras writes them
        # ("dense[0][0]": the layer, its call, its output).
        if not self._functional or self._sequential_like:
            return None
        out = []
        for layer in self._operations:
            parts = []
            for t in self._order:
                if t._layer is layer:
                    for i in t._inputs:
                        parts.append(i._layer.name + "[" + str(i._node_index) + "][0]")
            out.append(", ".join(parts) if parts else "-")
        return out

    @property
    def inputs(self):
        return list(self._inputs) if self._functional else None

    @property
    def outputs(self):
        return list(self._outputs) if self._functional else None

    @property
    def input(self):
        if not self._functional:
            raise AttributeError("Layer " + self.name + " has no defined input.")
        return self._inputs[0] if len(self._inputs) == 1 else list(self._inputs)

    @property
    def output(self):
        if not self._functional:
            raise AttributeError("Layer " + self.name + " has no defined output.")
        return self._outputs[0] if self._single_output else list(self._outputs)

    @property
    def input_shape(self):
        if self._build_shape is None:
            raise AttributeError("The model has not been built yet: it has no input shape.")
        return tuple(self._build_shape)

    @property
    def output_shape(self):
        if self._output_shape is None:
            raise AttributeError("The model has not been built yet: it has no output shape.")
        return tuple(self._output_shape)

    def get_layer(self, name=None, index=None):
        ls = self.layers
        if index is not None:
            if len(ls) <= index:
                raise ValueError(
                    "Was asked to retrieve layer at index "
                    + str(index)
                    + " but model only has "
                    + str(len(ls))
                    + " layers."
                )
            return ls[index]
        for layer in ls:
            if layer.name == name:
                return layer
        raise ValueError(
            "No such layer: "
            + str(name)
            + ". Existing layers are: "
            + str([layer.name for layer in ls])
            + "."
        )

    def summary(self, line_length=None, print_fn=None, show_trainable=False):
        text = _keras_summary.render(self, line_length, show_trainable)
        if print_fn is None:
            print(text, end="")
        else:
            print_fn(text)


class Functional(Model):
    # keras.Model(inputs, outputs); everything it does is Model's functional form.
    __module__ = "keras.src.models.functional"


class Sequential(Model):
    __module__ = "keras.src.models.sequential"

    def __init__(self, layers=None, trainable=True, name=None):
        Model.__init__(self, trainable=trainable, name=name)
        self._layers = []
        self._input_shape = None
        if layers is not None:
            for layer in layers:
                self.add(layer)

    def add(self, layer):
        if isinstance(layer, layers_mod.KerasTensor) and isinstance(
            layer._layer, layers_mod.InputLayer
        ):
            layer = layer._layer
        if not isinstance(layer, layers_mod.Layer):
            raise ValueError(
                "Only instances of `keras.Layer` can be added to a Sequential model. Received: "
                + repr(layer)
                + " (of type "
                + str(type(layer))
                + ")"
            )
        if isinstance(layer, layers_mod.InputLayer):
            if self._layers:
                raise ValueError(
                    "Sequential model '"
                    + self.name
                    + "' has already been configured to use an input. An `Input` can only be added as the first layer."
                )
            self._input_shape = layer._batch_shape
            self._layers.append(layer)
            return
        if not self._layers and layer._input_shape_arg is not None:
            self._input_shape = (None,) + layer._input_shape_arg
        self._layers.append(layer)
        if self._input_shape is not None:
            self._build_chain(self._input_shape)

    @property
    def layers(self):
        return [layer for layer in self._layers if not isinstance(layer, layers_mod.InputLayer)]

    def _sublayers(self):
        return self.layers

    def _summary_layers(self):
        return self.layers

    def _build_chain(self, shape):
        # In the model's scope, as Keras' build: the layers' variables are
        # "sequential/dense/kernel".
        self._build_shape = shape
        with self._open_name_scope():
            for layer in self.layers:
                layer._maybe_build(shape)
                shape = layer.compute_output_shape(shape)
                layer._output_shape = shape
        self._output_shape = shape
        self.built = True

    def build(self, input_shape=None):
        if input_shape is None:
            input_shape = self._input_shape
        if input_shape is None:
            raise ValueError("You must provide an `input_shape` argument.")
        shape = (None,) + tuple(input_shape[1:])
        self._build_chain(shape)

    def call(self, inputs, training=None):
        x = inputs
        mask = None
        for layer in self.layers:
            x, mask = layers_mod._call_in_model(layer, x, mask, training)
        return x

    def pop(self):
        if not self.layers:
            raise TypeError("There are no layers in the model.")
        return self._layers.pop()
