// Module federation needs an async boundary before the shared singletons are used.
import('./bootstrap');
