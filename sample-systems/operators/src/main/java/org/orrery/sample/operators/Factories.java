package org.orrery.sample.operators;

import org.orrery.operator.api.Operator;
import org.orrery.operator.api.OperatorContext;
import org.orrery.operator.api.OperatorFactory;
import org.osgi.service.component.annotations.Component;

/** The Declarative Services components that register one {@link OperatorFactory} per sample operator type. */
final class Factories {

    private Factories() {
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.source")
    public static final class SourceFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new RateSource(context);
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.filter")
    public static final class FilterFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new PredicateFilter(context);
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.transform")
    public static final class TransformFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new LinearTransform(context);
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.merge")
    public static final class MergeFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new Merge(context);
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.aggregate")
    public static final class AggregateFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new HighLowAggregate(context);
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.application")
    public static final class ApplicationFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            String interest = context.parameters().string("predicate", "");
            return new MeasuringSink(context.parameters().longValue("workMicrosPerEvent", 0),
                    interest.isBlank() ? null : context.compilePredicate(interest));
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.bounce")
    public static final class BounceFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new Bounce();
        }
    }

    @Component(service = OperatorFactory.class, property = OperatorFactory.TYPE_PROPERTY + "=org.orrery.sample.router")
    public static final class RouterFactory implements OperatorFactory {
        @Override
        public Operator create(OperatorContext context) {
            return new ContentRouter(context);
        }
    }
}
