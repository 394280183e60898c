# tf.config's device calls as TF 2.x answers them on a machine with one CPU
# and no GPU (tensorflow/python/eager/context.py and framework/config.py):
# the device lists, visible devices, logical (virtual) CPU devices, memory
# growth (GPU only), soft placement, threading and op determinism.
#
# TF's eager context is "initialized" by its first op, after which devices
# cannot change. minitf's runtime needs no such step, so the context here
# counts as initialized once something has asked for the logical devices
# (TF initializes it for that too); until then the settings may change.

# AutoGraph calls this module's functions as they are, as TF's own code.
__autograph_do_not_convert__ = True

import collections as _collections

__all__ = [
    "PhysicalDevice",
    "LogicalDevice",
    "LogicalDeviceConfiguration",
    "list_physical_devices",
    "list_logical_devices",
    "get_visible_devices",
    "set_visible_devices",
    "get_logical_device_configuration",
    "set_logical_device_configuration",
    "get_soft_device_placement",
    "set_soft_device_placement",
]
# tf.config.experimental: the TF 2.0 names, and memory growth.
__experimental__ = [
    "list_physical_devices",
    "list_logical_devices",
    "get_visible_devices",
    "set_visible_devices",
    "get_memory_growth",
    "set_memory_growth",
    "get_device_details",
    "enable_op_determinism",
    "VirtualDeviceConfiguration",
]
# tf.config.threading.
__threading__ = [
    "get_inter_op_parallelism_threads",
    "set_inter_op_parallelism_threads",
    "get_intra_op_parallelism_threads",
    "set_intra_op_parallelism_threads",
]

_CONTEXT = "tensorflow.python.eager.context"

PhysicalDevice = _collections.namedtuple("PhysicalDevice", ["name", "device_type"], module=_CONTEXT)
LogicalDevice = _collections.namedtuple("LogicalDevice", ["name", "device_type"], module=_CONTEXT)
LogicalDeviceConfiguration = _collections.namedtuple(
    "LogicalDeviceConfiguration",
    ["memory_limit", "experimental_priority", "experimental_device_ordinal"],
    defaults=[None, None, None],
    module=_CONTEXT,
)
VirtualDeviceConfiguration = LogicalDeviceConfiguration

# The machine's devices: its CPU; minitf runs no op elsewhere.
_PHYSICAL = [PhysicalDevice(name="/physical_device:CPU:0", device_type="CPU")]


class _Context:
    # The device settings of this interpreter (TF's eager Context).
    def __init__(self):
        self.initialized = False
        self.visible = list(_PHYSICAL)
        self.virtual = {}
        self.soft_placement = True
        self.inter_op = 0
        self.intra_op = 0
        self.determinism = False


_context = _Context()


def _check_device(dev):
    if dev not in _PHYSICAL:
        raise ValueError("Unrecognized device: %s" % repr(dev))


def list_physical_devices(device_type=None):
    """Return a list of physical devices visible to the host runtime."""
    if device_type is None:
        return list(_PHYSICAL)
    return [d for d in _PHYSICAL if d.device_type == device_type]


def list_logical_devices(device_type=None):
    """Return a list of logical devices created by runtime."""
    _context.initialized = True
    devices = []
    for d in _context.visible:
        count = len(_context.virtual.get(d, [None]))
        for i in range(count):
            devices.append(
                LogicalDevice(
                    name="/device:" + d.device_type + ":" + str(i), device_type=d.device_type
                )
            )
    if device_type is None:
        return devices
    return [d for d in devices if d.device_type == device_type]


def get_visible_devices(device_type=None):
    """Get the list of visible physical devices."""
    if device_type is None:
        return list(_context.visible)
    return [d for d in _context.visible if d.device_type == device_type]


def set_visible_devices(devices, device_type=None):
    """Set the list of visible devices."""
    if not isinstance(devices, list):
        devices = [devices]
    for d in devices:
        _check_device(d)
        if device_type is not None and d.device_type != device_type:
            raise ValueError("Unrecognized device: %s" % repr(d))
    visible = []
    if device_type is not None:
        visible = [d for d in _context.visible if d.device_type != device_type]
    visible += devices
    if visible == _context.visible:
        return
    if _context.initialized:
        raise RuntimeError("Visible devices cannot be modified after being initialized")
    _context.visible = visible


def get_logical_device_configuration(device):
    """Get the virtual device configuration for a `tf.config.PhysicalDevice`."""
    _check_device(device)
    return _context.virtual.get(device)


def set_logical_device_configuration(device, logical_devices):
    """Set the logical device configuration for a `tf.config.PhysicalDevice`."""
    _check_device(device)
    for vdev in logical_devices:
        if vdev.memory_limit is not None:
            raise ValueError(
                "Setting memory limit on CPU virtual devices is currently not supported"
            )
        if vdev.experimental_priority is not None:
            raise ValueError(
                "Setting experimental_priority on CPU virtual  devices is currently not supported"
            )
    if _context.virtual.get(device) == logical_devices:
        return
    if _context.initialized:
        raise RuntimeError("Virtual devices cannot be modified after being initialized")
    _context.virtual[device] = logical_devices


def get_memory_growth(device):
    """Get if memory growth is enabled for a `PhysicalDevice`."""
    _check_device(device)
    # TF keeps the setting for GPUs only: a CPU is not a key of its map.
    growth = {}
    return growth[device]


def set_memory_growth(device, enable):
    """Set if memory growth should be enabled for a `PhysicalDevice`."""
    _check_device(device)
    if device in _context.virtual:
        raise ValueError("Cannot set memory growth on device when virtual devices configured")
    raise ValueError("Cannot set memory growth on non-GPU and non-Pluggable devices")


def get_device_details(device):
    """Returns details about a physical devices."""
    if not isinstance(device, PhysicalDevice):
        raise ValueError("device must be a tf.config.PhysicalDevice, but got: %s" % (device,))
    if device not in _PHYSICAL:
        raise ValueError(
            "The PhysicalDevice must be one obtained from calling "
            "`tf.config.list_physical_devices`, but got: %s" % (device,)
        )
    # A CPU has no details (GPUs give device_name and compute_capability).
    return {}


def get_soft_device_placement():
    """Return status of soft device placement flag."""
    return _context.soft_placement


def set_soft_device_placement(enabled):
    """Enable or disable soft device placement."""
    _context.soft_placement = bool(enabled)


def enable_op_determinism():
    """Configures TensorFlow ops to run deterministically."""
    # minitf's CPU kernels are deterministic already; the flag is kept.
    _context.determinism = True


def get_inter_op_parallelism_threads():
    """Get number of threads used for parallelism between independent operations."""
    return _context.inter_op


def set_inter_op_parallelism_threads(num_threads):
    """Set number of threads used for parallelism between independent operations."""
    if num_threads == _context.inter_op:
        return
    if _context.initialized:
        raise RuntimeError("Inter op parallelism cannot be modified after initialization.")
    _context.inter_op = num_threads


def get_intra_op_parallelism_threads():
    """Get number of threads used within an individual op for parallelism."""
    return _context.intra_op


def set_intra_op_parallelism_threads(num_threads):
    """Set number of threads used within an individual op for parallelism."""
    if num_threads == _context.intra_op:
        return
    if _context.initialized:
        raise RuntimeError("Intra op parallelism cannot be modified after initialization.")
    _context.intra_op = num_threads
