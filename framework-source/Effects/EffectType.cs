using DiceRolling.Actions;
using Godot;

/// <summary>
/// Efeitos, o que uma ação faz de fato ao ser executada: a base abstrata <see cref="EffectType"/>, o contrato
/// <see cref="IEffect"/> e, por enquanto, um único efeito concreto, <see cref="DamageEffect"/>, que reduz um atributo
/// do alvo.
/// </summary>
namespace DiceRolling.Effects;

/// <summary>
/// Base abstrata dos recursos de efeito: o que uma ação faz de fato ao ser executada (dano, cura, modificadores…).
/// </summary>
/// <remarks>
/// <para>
/// Cada <see cref="ActionType"/> guarda uma lista de efeitos em <see cref="ActionType.Effects"/>. Quando a ação é
/// resolvida no turno do personagem, os efeitos são aplicados em sequência por
/// <see cref="DiceRolling.Services.EffectService.ApplyEffects"/>, cada um recebendo o mesmo
/// <see cref="IActionContext"/> (quem age e o alvo).
/// </para>
/// <para>
/// Para criar um novo tipo de efeito, derive desta classe, marque-a com <c>[Tool]</c> e <c>[GlobalClass]</c> para
/// que apareça no inspetor e implemente <see cref="Apply"/>. Hoje o único efeito concreto é
/// <see cref="DamageEffect"/>.
/// </para>
/// </remarks>
/// <example>
/// Um efeito de cura hipotético:
/// <code>
/// [Tool, GlobalClass]
/// public partial class HealEffect : EffectType
/// {
///     [Export] public int HealValue { get; set; } = 10;
///
///     public override void Apply(IActionContext context)
///     {
///         // aumenta a vida de context.Target…
///     }
/// }
/// </code>
/// </example>
[Tool]
public abstract partial class EffectType : Resource, IEffect
{
    /// <summary>Aplica o efeito no contexto de execução da ação.</summary>
    /// <param name="context">Contexto com o personagem que age (<see cref="IActionContext.Attacker"/>) e o alvo (<see cref="IActionContext.Target"/>).</param>
    public abstract void Apply(IActionContext context);
}
