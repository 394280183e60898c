# Model.compile / fit / evaluate / predict: the training loop of Keras 3's
# TensorFlow trainer. The step runs as a tf.function (so its traces show like
# any other), or eagerly with run_eagerly=True.
import math
import random
import tensorflow as tf
import _keras_layers as layers_mod
import _keras_losses as losses_mod
import _keras_metrics as metrics_mod
import _keras_optimizers as optimizers_mod
import _keras_callbacks as callbacks_mod

# Keras' batch size when fit/evaluate/predict are given none.
_DEFAULT_BATCH_SIZE = 32


def _to_tensor(x):
    if isinstance(x, (tf.Tensor, tf.Variable)):
        t = tf.convert_to_tensor(x)
    else:
        t = tf.convert_to_tensor(x)
    if t.dtype == tf.float64:
        t = tf.cast(t, tf.float32)
    return t


def _is_multi(x):
    # The inputs of a model with several inputs: a list of arrays or tensors.
    return (
        isinstance(x, (list, tuple))
        and len(x) > 0
        and all(
            [isinstance(e, (tf.Tensor, tf.Variable)) or type(e).__name__ == "ndarray" for e in x]
        )
    )


def _to_tensors(x):
    if _is_multi(x):
        return [_to_tensor(e) for e in x]
    return _to_tensor(x)


def _map(x, fn):
    if isinstance(x, list):
        return [fn(e) for e in x]
    return fn(x)


def _first(x):
    return x[0] if isinstance(x, list) else x


def _is_array(x):
    # A list of (x, y) pairs is a list of batches; any other list is data.
    if isinstance(x, list):
        return not (len(x) > 0 and isinstance(x[0], tuple))
    return isinstance(x, (tf.Tensor, tf.Variable)) or type(x).__name__ == "ndarray"


class _Batches:
    # The batches of one epoch: slices of in-memory arrays (shuffled per epoch
    # when asked), or the elements of any iterable of (x, y) batches, such as a
    # tf.data dataset.
    def __init__(self, x, y, batch_size, shuffle):
        self.iterable = None
        if y is None and not _is_array(x):
            self.iterable = x
            self.steps = None
            if hasattr(x, "__len__"):
                # A dataset of unknown or infinite length raises here.
                try:
                    self.steps = len(x)
                except TypeError:
                    self.steps = None
            return
        self.x = _to_tensors(x)
        self.y = _to_tensor(y) if y is not None else None
        self.n = _first(self.x).shape[0]
        if self.y is not None and self.y.shape[0] != self.n:
            # Keras' text, run-on sentence and trailing newline included.
            raise ValueError(
                "Data cardinality is ambiguous. Make sure all arrays contain the same number of samples.'x' sizes: "
                + str(self.n)
                + "\n'y' sizes: "
                + str(self.y.shape[0])
                + "\n"
            )
        self.batch_size = batch_size or _DEFAULT_BATCH_SIZE
        self.shuffle = shuffle
        self.steps = int(math.ceil(self.n / self.batch_size))

    def epoch(self):
        if self.iterable is not None:
            out = []
            for item in self.iterable:
                if isinstance(item, (tuple, list)) and len(item) == 2:
                    out.append((item[0], item[1]))
                else:
                    out.append((item, None))
            return out
        x, y = self.x, self.y
        if self.shuffle:
            order = list(range(self.n))
            random.shuffle(order)
            idx = tf.constant(order)
            x = _map(x, lambda t: tf.gather(t, idx))
            if y is not None:
                y = tf.gather(y, idx)
        out = []
        for start in range(0, self.n, self.batch_size):
            end = min(start + self.batch_size, self.n)
            out.append((_map(x, lambda t: t[start:end]), y[start:end] if y is not None else None))
        return out


def _results(metrics):
    # What a step returns: each metric's result, computed in the step (in
    # the graph when the step is traced), as Keras' compute_metrics does.
    out = {}
    for m in metrics:
        out[m.name] = m.result()
    return out


def _logs(results):
    # Keras 3 reports the metrics sorted by name (its tree utilities flatten
    # dicts in key order), as plain floats.
    out = {}
    for k in sorted(results):
        out[k] = float(results[k])
    return out


class Trainer(layers_mod.Layer):
    __module__ = "keras.src.trainers.trainer"

    def __init__(self, **kwargs):
        layers_mod.Layer.__init__(self, **kwargs)
        self.compiled = False
        # predict() needs no compile(), as in Keras 3: its step is traced
        # unless compile(run_eagerly=True) says otherwise.
        self.run_eagerly = False
        self.optimizer = None
        self.loss = None
        self._compile_metrics = []
        self._loss_tracker = None
        self.train_function = None
        self.test_function = None
        self.predict_function = None
        self.stop_training = False

    def compile(
        self,
        optimizer="rmsprop",
        loss=None,
        metrics=None,
        run_eagerly=False,
        jit_compile="auto",
        **kwargs,
    ):
        self.optimizer = optimizers_mod.get(optimizer)
        self.loss = loss
        self._loss_fn = losses_mod.get(loss)
        self._compile_metrics = [metrics_mod.get(m, loss) for m in (metrics or [])]
        self._loss_tracker = metrics_mod.Mean(name="loss")
        self.run_eagerly = run_eagerly
        self.compiled = True
        self.train_function = None
        self.test_function = None
        self.predict_function = None

    @property
    def metrics(self):
        if not self.compiled:
            return []
        return [self._loss_tracker] + self._compile_metrics

    @property
    def metrics_names(self):
        return [m.name for m in self.metrics]

    def _check_compiled(self, what):
        if not self.compiled:
            raise ValueError("You must call `compile()` before using the model.")

    def compute_loss(self, x, y, y_pred):
        if self._loss_fn is None:
            raise ValueError("No loss to compute. Provide a `loss` argument in `compile()`.")
        loss = self._loss_fn(y, y_pred)
        if not isinstance(self._loss_fn, losses_mod.Loss):
            loss = tf.reduce_mean(loss)
        # Keras adds the layers' regularization penalties to the loss.
        penalties = self.losses
        if penalties:
            loss = loss + tf.add_n([tf.cast(p, loss.dtype) for p in penalties])
        return loss

    def train_step(self, x, y):
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(x, y, y_pred)
        variables = self.trainable_variables
        grads = tape.gradient(loss, variables)
        self.optimizer.apply_gradients(zip(grads, variables))
        self._apply_constraints()
        # Weighted by the batch's size, so the epoch's loss is the mean over
        # samples (a smaller last batch counts less), as Keras' TF trainer does.
        self._loss_tracker.update_state(loss, sample_weight=tf.shape(_first(x))[0])
        for m in self._compile_metrics:
            m.update_state(y, y_pred)
        return _results(self.metrics)

    def test_step(self, x, y):
        y_pred = self(x, training=False)
        loss = self.compute_loss(x, y, y_pred)
        # Weighted by the batch's size, so the epoch's loss is the mean over
        # samples (a smaller last batch counts less), as Keras' TF trainer does.
        self._loss_tracker.update_state(loss, sample_weight=tf.shape(_first(x))[0])
        for m in self._compile_metrics:
            m.update_state(y, y_pred)
        return _results(self.metrics)

    def predict_step(self, x):
        return self(x, training=False)

    def make_train_function(self):
        if self.train_function is not None:
            return self.train_function
        model = self

        def one_step_on_data(x, y):
            return model.train_step(x, y)

        self.train_function = (
            one_step_on_data
            if self.run_eagerly
            else tf.function(one_step_on_data, reduce_retracing=True)
        )
        return self.train_function

    def make_test_function(self):
        if self.test_function is not None:
            return self.test_function
        model = self

        def one_step_on_data(x, y):
            return model.test_step(x, y)

        self.test_function = (
            one_step_on_data
            if self.run_eagerly
            else tf.function(one_step_on_data, reduce_retracing=True)
        )
        return self.test_function

    def make_predict_function(self):
        if self.predict_function is not None:
            return self.predict_function
        model = self

        def one_step_on_data(x):
            return model.predict_step(x)

        self.predict_function = (
            one_step_on_data
            if self.run_eagerly
            else tf.function(one_step_on_data, reduce_retracing=True)
        )
        return self.predict_function

    def _build_for(self, x):
        # Variables are made before the step is traced, as Keras builds the
        # model and the optimizer ahead of its first train function.
        if not self.built:
            self(x)
        if not self.optimizer.built:
            self.optimizer.build(self.trainable_variables)

    def fit(
        self,
        x=None,
        y=None,
        batch_size=None,
        epochs=1,
        verbose="auto",
        callbacks=None,
        validation_split=0.0,
        validation_data=None,
        shuffle=True,
        initial_epoch=0,
    ):
        self._check_compiled("fit")
        if validation_split and validation_data is None:
            # Keras: the last fraction of the samples, before any shuffling.
            if not _is_array(x):
                raise ValueError(
                    "Argument `validation_split` is only supported for tensors or NumPy arrays.Found incompatible type in the input: ["
                    + str(type(x))
                    + "]"
                )
            x = _to_tensors(x)
            y = _to_tensor(y) if y is not None else None
            n = _first(x).shape[0]
            split_at = int(math.floor(n * (1.0 - validation_split)))
            if split_at == 0 or split_at == n:
                raise ValueError(
                    "Training data contains "
                    + str(n)
                    + " samples, which is not sufficient to split it into a validation and training set as specified by `validation_split="
                    + str(validation_split)
                    + "`. Either provide more data, or a different value for the `validation_split` argument."
                )
            validation_data = (
                _map(x, lambda t: t[split_at:]),
                y[split_at:] if y is not None else None,
            )
            x = _map(x, lambda t: t[:split_at])
            y = y[:split_at] if y is not None else None
        data = _Batches(x, y, batch_size, shuffle)
        history = callbacks_mod.History()
        progbar = callbacks_mod.ProgbarLogger()
        cbs = list(callbacks or []) + [history]
        for cb in cbs + [progbar]:
            cb.set_model(self)
            cb.set_params({"verbose": verbose, "epochs": epochs, "steps": data.steps})
        train = self.make_train_function()
        for cb in cbs:
            cb.on_train_begin()
        self.stop_training = False
        for epoch in range(initial_epoch, epochs):
            for m in self.metrics:
                m.reset_state()
            for cb in cbs:
                cb.on_epoch_begin(epoch)
            progbar.on_epoch_begin(epoch)
            for step, (xb, yb) in enumerate(data.epoch()):
                for cb in cbs:
                    cb.on_train_batch_begin(step)
                xb = _to_tensors(xb)
                yb = _to_tensor(yb)
                self._build_for(xb)
                logs = _logs(train(xb, yb))
                for cb in cbs:
                    cb.on_train_batch_end(step, logs)
                progbar.on_batch_end(step, logs)
            epoch_logs = _logs(_results(self.metrics))
            if validation_data is not None:
                if (
                    isinstance(validation_data, (tuple, list))
                    and len(validation_data) == 2
                    and _is_array(validation_data[0])
                ):
                    vx, vy = validation_data[0], validation_data[1]
                else:
                    vx, vy = validation_data, None
                val = self.evaluate(vx, vy, batch_size=batch_size, verbose=0, return_dict=True)
                for k in val:
                    epoch_logs["val_" + k] = val[k]
            progbar.finish(epoch_logs)
            for cb in cbs:
                cb.on_epoch_end(epoch, dict(epoch_logs))
            if self.stop_training:
                break
        for cb in cbs:
            cb.on_train_end()
        self.history = history
        return history

    def evaluate(self, x=None, y=None, batch_size=None, verbose="auto", return_dict=False):
        self._check_compiled("evaluate")
        data = _Batches(x, y, batch_size, False)
        progbar = callbacks_mod.ProgbarLogger()
        progbar.set_params({"verbose": verbose, "epochs": 1, "steps": data.steps})
        progbar.begin()
        test = self.make_test_function()
        for m in self.metrics:
            m.reset_state()
        for step, (xb, yb) in enumerate(data.epoch()):
            xb = _to_tensors(xb)
            if not self.built:
                self(xb)
            progbar.on_batch_end(step, _logs(test(xb, _to_tensor(yb))))
        logs = _logs(_results(self.metrics))
        progbar.finish(logs)
        if return_dict:
            return logs
        values = [logs[m.name] for m in self.metrics]
        return values[0] if len(values) == 1 else values

    def predict(self, x, batch_size=None, verbose="auto"):
        data = _Batches(x, None, batch_size, False)
        progbar = callbacks_mod.ProgbarLogger()
        progbar.set_params({"verbose": verbose, "epochs": 1, "steps": data.steps})
        progbar.begin()
        fn = self.make_predict_function()
        outs = []
        for step, (xb, yb) in enumerate(data.epoch()):
            outs.append(fn(_to_tensors(xb)))
            progbar.on_batch_end(step, None)
        progbar.finish(None)
        return tf.concat(outs, axis=0).numpy()
